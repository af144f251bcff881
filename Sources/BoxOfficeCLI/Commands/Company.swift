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
        .positional("companyCd", help: "KOBIS's company code, 8 letters or digits (from `boxoffice companies`)", \.code),
        .choice("layout", short: "l", help: "text layout: list (default) or grid (a boxed sheet)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: false)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [("boxoffice company 20188621", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let code = try kobisCode(options.code, what: "company")
        let service = try context.service(options.network)
        let fetched = try await context.spinning("KOBIS: company \(code)") { _ in try await service.fetch(.companyInfo(code: code)) }
        try context.out(RecordTables.company.view(fetched.value, provenance: provenanceJSON(fetched))
            .render(format: options.format ?? .text, layout: options.layout ?? .list, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
