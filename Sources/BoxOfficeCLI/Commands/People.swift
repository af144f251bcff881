import Foundation
import KobisKit

/// `boxoffice people NAME`: people by name.
enum People: Command {
    static let name = "people"
    static let summary = "find people by name (and a film they worked on)"

    struct Options: CommandOptions {
        var name: String?
        var film: String?
        var paging = PagingOptions()
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("NAME", help: "part of the person's Korean name", \.name),
        .option("film", value: "TITLE", help: "only people credited on a film with this title", \.film, parse: Convert.text),
    ] + Argument.group(\.paging, PagingOptions.arguments) + Argument.group(\.output, TableOutputOptions.arguments)
        + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let discussion: String? = "Two people can share a name: the code tells them apart. `boxoffice person CODE` shows one."
    static let examples: [(command: String, note: String)] = [("boxoffice people 봉준호", ""), ("boxoffice people 강동원 --film 전우치", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(available: SearchTables.people.map(\.key))
        if options.network.dryRun {
            return try await DryRun.report([Endpoint.peopleList(PeopleQuery(name: options.name ?? "", film: options.film, page: options.paging.page ?? 1, perPage: options.paging.perPage ?? 10))], what: "the people search", service: try context.service(options.network), context: context)
        }
        return try await NameSearch.present(name: options.name, filter: ("film", options.film), paging: options.paging, network: options.network,
                                     output: options.output, context: context, what: "person", heading: "인물 검색",
                                     type: "people", fields: SearchTables.people, itemsKey: "people") { service, name, page, perPage in
            let result = try await service.fetch(.peopleList(PeopleQuery(name: name, film: options.film, page: page, perPage: perPage)))
            return (result.value.total, result.value.people, provenanceJSON(result))
        }
    }
}
