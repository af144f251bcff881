import Foundation
import KobisKit

/// What `people` and `companies` share: a name, a filter, one page of rows with KOBIS's total.
enum NameSearch {
    static func present<Row>(
        _ kind: RecordKind, name raw: String?, filter: String?, paging: PagingOptions, network: NetworkOptions,
        output: TableOutputOptions, context: Context, shape: ListShape<Row>,
        search: @escaping (KobisService, NameSearchRequest) async throws -> ListAnswer<Row>
    ) async throws -> ExitCode {
        try output.check(available: shape.selectableKeys())
        let what = kind == .person ? "person" : "company"
        guard let name = try raw.map(Convert.text) else {
            throw UsageError(message: "missing the \(what) name to search for")
        }
        let service = try context.service(network)
        let request = NameSearchRequest(kind, name: name, filter: filter, page: paging.page, perPage: paging.perPage)
        if network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        let answer = try await context.spinning("KOBIS: \(shape.type)") { _ in try await search(service, request) }
        if answer.rows.isEmpty { context.note("\(service.answerSource.name) found no \(what) named '\(name)'") }
        try context.out(output.render(answer, width: context.terminal.width, style: context.style(network)))
        return .success
    }
}
