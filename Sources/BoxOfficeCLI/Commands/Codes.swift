import Foundation
import KobisKit

/// `boxoffice codes LIST`: KOBIS's code lists.
enum Codes: Command {
    static let name = "codes"
    static let summary = "KOBIS's code lists: region, nation, type, company-part"

    struct Options: CommandOptions {
        var list: String?
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("list", choices: CodeList.allCases.map(\.name), help: "the list: 0105000000, 2204, 2201 or 2601", \.list),
    ] + Argument.group(\.output, TableOutputOptions.arguments) + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let discussion: String? = "Lists are cached for 30 days. Nations are nested under their continents."
    static let examples: [(command: String, note: String)] = [("boxoffice codes region", "the names --region takes"), ("boxoffice codes nation -f csv", "")]

    static let labels: [CodeList: String] = [.region: "지역 코드", .nation: "국적 코드", .type: "영화유형 코드", .companyPart: "회사분류 코드"]

    /// A code list as the list and the JSON document show it.
    static func view(_ list: CodeList, _ fetched: Fetched<[Code]>, selection: [String]? = nil) -> TableView<Code> {
        TableView(heading: "\(labels[list]!) (\(list.rawValue)) · \(fetched.value.count)개", fields: SearchTables.codes, rows: fetched.value,
                  document: [("type", .string("codes")), ("list", .string(list.name)), ("comCode", .string(list.rawValue)), provenanceJSON(fetched)],
                  itemsKey: "codes", selection: selection)
    }

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(available: SearchTables.codes.map(\.key))
        let names = CodeList.allCases.map(\.name)
        guard let text = options.list else {
            throw UsageError(message: "missing the list: \(names.joined(separator: ", "))")
        }
        guard let list = CodeList.allCases.first(where: { $0.name == text }) else {
            let hint = closest(text, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown code list '\(text.prefix(30))': use \(names.joined(separator: ", "))\(hint)")
        }
        let service = try context.service(options.network)
        if options.network.dryRun { return try await DryRun.report([Endpoint.codes(list)], what: "the \(list.name) codes", service: service, context: context) }
        let fetched = try await context.spinning("KOBIS: codes") { _ in try await service.fetch(.codes(list)) }
        try context.out(options.output.render(view(list, fetched, selection: options.output.fields), width: context.terminal.width,
                                    style: context.style(options.network)))
        return .success
    }
}
