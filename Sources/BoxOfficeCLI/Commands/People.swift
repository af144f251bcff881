import Foundation
import KobisKit

/// `boxoffice people NAME`: people by name.
enum People: Command {
    static let name = "people"
    static let summary = "find people by name (and a film they worked on)"

    struct Options: CommandOptions {
        @Opt(Local.positional("NAME", help: "part of the person's Korean name")) var name: String?
        @Opt(NameSearch<PersonSummary>.filter) var film: String?
        var paging = PagingOptions()
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "Two people can share a name: the code tells them apart. `boxoffice person CODE` shows one."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice people 봉준호", ""), ("boxoffice people 강동원 --film 전우치", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try await NameSearchPresenter.present(
            try NameSearch<PersonSummary>(ParsedOptions(options)), name: options.name, what: "person",
            network: options.network, output: options.output, context: context, shape: SearchAnswers.people)
    }
}
