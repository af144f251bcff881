import Foundation
import KobisKit

/// `boxoffice company CODE`: one company and its films.
enum CompanyCommand: Command {
    static let name = "company"
    static let summary = "one company's detail and filmography"

    struct Options: CommandOptions {
        var code: String?
        var layout: Layout?
        var format: OutputFormat?
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("company", help: "a company's code (8 letters or digits, from `boxoffice companies`) or name", \.code),
        .choice("layout", short: "l", help: "text layout: list (default) or grid (a boxed sheet)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [("boxoffice company 20188621", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network)
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .company, service: service, then: "the company's detail") {
            return plan
        }
        let code = try await context.code(options.code, kind: .company, service: service)
        if options.network.dryRun { return try await DryRun.report([Endpoint.companyInfo(code: code)], what: "company \(code)", service: service, context: context) }
        let fetched = try await context.spinning("KOBIS: company \(code)") { _ in try await service.fetch(.companyInfo(code: code)) }
        try context.out(RecordTables.company.view(fetched.value, provenance: provenanceJSON(fetched))
            .render(format: options.format ?? .text, layout: options.layout ?? .list, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
