import Foundation
import KobisKit

/// `person` and `company`: one record by code or name, as a sheet over its filmography.
enum RecordLookup {
    static func present<Row>(_ text: String?, kind: RecordKind, endpoint: (String) -> Endpoint<Row>, table: RecordTable<Row>,
                             layout: Layout?, format: OutputFormat?, network: NetworkOptions, context: Context) async throws -> ExitCode {
        let word = kind.rawValue
        let service = try context.service(network)
        if network.dryRun, let plan = try await context.dryRunLookup(text, kind: kind, service: service, then: "the \(word)'s detail") {
            return plan
        }
        let code = try await context.code(text, kind: kind, service: service)
        if network.dryRun { return try await DryRun.report([endpoint(code)], what: "\(word) \(code)", service: service, context: context) }
        let fetched = try await context.spinning("KOBIS: \(word) \(code)") { _ in try await service.fetch(endpoint(code)) }
        try context.out(table.view(fetched.value, provenance: provenanceJSON(fetched))
            .render(format: format ?? .text, layout: layout ?? .list, width: context.terminal.width, style: context.style(network)))
        return .success
    }
}
