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
        try await RecordLookup.present(options.code, kind: .company, endpoint: { Endpoint.companyInfo(code: $0) }, table: RecordTables.company,
                                       layout: options.layout, format: options.format, network: options.network, context: context)
    }
}
