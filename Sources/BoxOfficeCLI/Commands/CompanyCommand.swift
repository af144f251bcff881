import Foundation
import KobisKit

/// `boxoffice company CODE`: one company and its films.
enum CompanyCommand: Command {
    static let name = "company"
    static let summary = "one company's detail and filmography"

    struct Options: CommandOptions, ByteOrderMarkOptions {
        @Opt(
            Declared.record(.company),
            help: "a company's code (8 letters or digits, from `boxoffice companies`) or name")
        var company: String?
        @Opt(Local.layout, help: "text layout: list (default) or grid (a boxed sheet)") var layout: Layout
        @Opt(Local.format()) var format: OutputFormat
        @Opt(Local.bom) var bom: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [("boxoffice company 20188621", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try await RecordLookup.present(
            try CompanyLookup(ParsedOptions(options)), .company, options.company, layout: options.layout,
            format: options.format, network: options.network, context: context,
            films: { (detail: CompanyDetail) in detail.films })
    }
}
