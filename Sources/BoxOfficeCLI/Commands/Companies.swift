import Foundation
import KobisKit

/// `boxoffice companies NAME`: film companies by name.
enum Companies: Command {
    static let name = "companies"
    static let summary = "find film companies by name (and CEO)"

    struct Options: CommandOptions {
        @Opt(Local.positional("NAME", help: "part of the company's name")) var name: String?
        @Opt(NameSearch<CompanySummary>.filter) var ceo: String?
        var paging = PagingOptions()
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [
        ("boxoffice companies 영화사", ""),
        ("boxoffice companies 미디어 --ceo 강선영", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try await NameSearchPresenter.present(
            try NameSearch<CompanySummary>(ParsedOptions(options)), name: options.name, what: "company",
            network: options.network, output: options.output, context: context, shape: SearchAnswers.companies)
    }
}
