import Foundation
import KobisKit

/// `boxoffice person CODE`: one person and their films.
enum PersonCommand: Command {
    static let name = "person"
    static let summary = "one person's detail and filmography"

    struct Options: CommandOptions {
        var code: String?
        var layout: Layout?
        var format: OutputFormat?
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("person", help: "a person's code (8 letters or digits, from `boxoffice people`) or name", \.code),
        .choice("layout", short: "l", help: "text layout: list (default) or grid (a boxed sheet)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [("boxoffice person 10031641", ""), ("boxoffice person 10031641 -f json | jq '.films'", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network)
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .person, service: service, then: "the person's detail") {
            return plan
        }
        let code = try await context.code(options.code, kind: .person, service: service)
        if options.network.dryRun { return try await DryRun.report([Endpoint.personInfo(code: code)], what: "person \(code)", service: service, context: context) }
        let fetched = try await context.spinning("KOBIS: person \(code)") { _ in try await service.fetch(.personInfo(code: code)) }
        try context.out(RecordTables.person.view(fetched.value, provenance: provenanceJSON(fetched))
            .render(format: options.format ?? .text, layout: options.layout ?? .list, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
