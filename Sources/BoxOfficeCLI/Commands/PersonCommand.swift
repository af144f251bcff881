import Foundation
import KobisKit

/// `boxoffice person CODE`: one person and their films.
enum PersonCommand: Command {
    static let name = "person"
    static let summary = "one person's detail and filmography"

    struct Options: CommandOptions, ByteOrderMarkOptions {
        @Opt(Declared.record(.person), help: "a person's code (8 letters or digits, from `boxoffice people`) or name")
        var person: String?
        @Opt(Local.layout, help: "text layout: list (default) or grid (a boxed sheet)") var layout: Layout
        @Opt(Local.format()) var format: OutputFormat
        @Opt(Local.bom) var bom: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [
        ("boxoffice person 10031641", ""),
        ("boxoffice person 10031641 -f json | jq '.films'", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try await RecordLookup.present(
            try PersonLookup(ParsedOptions(options)), .person, options.person, layout: options.layout,
            format: options.format, network: options.network, context: context,
            films: { (detail: PersonDetail) in detail.films })
    }
}
