import Foundation
import KobisKit

/// `boxoffice companies NAME`: companies by name.
enum Companies: Command {
    static let name = "companies"
    static let summary = "find film companies by name (and CEO)"

    struct Options: CommandOptions {
        var name: String?
        var ceo: String?
        var paging = PagingOptions()
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("NAME", help: "part of the company's name", \.name),
        .option("ceo", value: "NAME", help: "part of the CEO's name", \.ceo, parse: Convert.text),
    ] + Argument.group(\.paging, PagingOptions.arguments) + Argument.group(\.output, TableOutputOptions.arguments)
        + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [("boxoffice companies 영화사", ""), ("boxoffice companies 미디어 --ceo 강선영", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(available: SearchTables.companies.map(\.key))
        if options.network.dryRun {
            return try await DryRun.report([Endpoint.companyList(CompanyQuery(name: options.name ?? "", ceo: options.ceo, page: options.paging.page ?? 1, perPage: options.paging.perPage ?? 10))], what: "the company search", service: try context.service(options.network), context: context)
        }
        return try await NameSearch.present(name: options.name, filter: ("ceo", options.ceo), paging: options.paging, network: options.network,
                                     output: options.output, context: context, what: "company", heading: "회사 검색",
                                     type: "companies", fields: SearchTables.companies, itemsKey: "companies") { service, name, page, perPage in
            let result = try await service.fetch(.companyList(CompanyQuery(name: name, ceo: options.ceo, page: page, perPage: perPage)))
            return (result.value.total, result.value.companies, provenanceJSON(result))
        }
    }
}
