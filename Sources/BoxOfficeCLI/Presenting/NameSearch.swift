import Foundation
import KobisKit

/// What `people` and `companies` share: a name, a filter, one page of rows with KOBIS's total.
enum NameSearch {
    /// One page of people or companies as the list and the JSON document show it.
    static func view<Row>(heading: String, name: String, filter: (name: String, value: String?), type: String, page: Int, perPage: Int,
                          total: Int, rows: [Row], provenance: (String, JSONValue), fields: [Field<Row>], itemsKey: String,
                          selection: [String]? = nil) -> TableView<Row> {
        TableView(heading: "\(heading) '\(Sanitizer.line(name))' · " + pageLabel(total: total, page: page, perPage: perPage),
                  fields: fields, rows: rows,
                  document: [("type", .string(type)), ("query", .object([("name", .string(name)), (filter.name, .optional(filter.value))])),
                             ("total", .int(Int64(total))), ("page", .int(Int64(page))), ("perPage", .int(Int64(perPage))), provenance],
                  itemsKey: itemsKey, selection: selection)
    }

    static func present<Row>(name raw: String?, filter: (name: String, value: String?), paging: PagingOptions, network: NetworkOptions,
                             output: TableOutputOptions, context: Context, what: String, heading: String, type: String,
                             fields: [Field<Row>], itemsKey: String,
                             fetch: @escaping (KobisService, String, Int, Int) async throws -> (total: Int, rows: [Row], provenance: (String, JSONValue)))
        async throws -> ExitCode {
        guard let name = try raw.map(Convert.text) else {
            throw UsageError(message: "missing the \(what) name to search for")
        }
        let page = paging.page ?? 1, perPage = paging.perPage ?? 10
        let service = try context.service(network)
        let found = try await context.spinning("KOBIS: \(type)") { _ in try await fetch(service, name, page, perPage) }
        if found.rows.isEmpty { context.note("KOBIS found no \(what) named '\(name)'") }
        let view = NameSearch.view(heading: heading, name: name, filter: filter, type: type, page: page, perPage: perPage, total: found.total,
                                   rows: found.rows, provenance: found.provenance, fields: fields, itemsKey: itemsKey, selection: output.fields)
        try context.out(output.render(view, width: context.terminal.width, style: context.style(network)))
        return .success
    }
}
