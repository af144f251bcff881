import Foundation
import KobisKit

/// What `person` and `company` share: one record by code or name, as a sheet over its filmography.
enum RecordLookup {
    static func present<Detail>(
        _ kind: RecordKind, _ text: String?, layout: Layout, format: OutputFormat, network: NetworkOptions,
        context: Context, films: @escaping (Detail) -> [FilmCredit],
        answer:
            @escaping (KobisService, RecordRequest, @escaping Notify) async throws
            -> RecordAnswer<RecordSheet<Detail>>
    ) async throws -> ExitCode {
        let service = try context.service(network)
        let request = RecordRequest(kind, try context.named(text, kind))
        if network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        let record = try await context.spinning("KOBIS: \(kind.rawValue)") { _ in
            try await answer(service, request, context.notify)
        }
        let width = context.terminal.width
        let style = context.style(network)
        try context.out(
            Renderer.render(record, format: format) {
                RecordText.render(record, films: films(record.row.detail), layout: layout, width: width, style: style)
            })
        return .success
    }
}
