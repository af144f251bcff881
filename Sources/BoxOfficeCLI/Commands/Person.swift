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
        try await RecordLookup.present(options.code, kind: .person, endpoint: { Endpoint.personInfo(code: $0) }, table: RecordTables.person,
                                       layout: options.layout, format: options.format, network: options.network, context: context)
    }
}
