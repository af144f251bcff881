import Foundation
import KobisKit

/// What `person` and `company` share: one record by code or name (their use case), as a sheet over its
/// filmography.
enum RecordLookup {
    static func present<Lookup: UseCase, Detail>(
        _ lookup: Lookup, _ kind: RecordKind, _ text: String?, layout: Layout, format: OutputFormat,
        network: NetworkOptions, context: Context, films: @escaping (Detail) -> [FilmCredit]
    ) async throws -> ExitCode where Lookup.Answer == RecordAnswer<RecordSheet<Detail>> {
        let service = try context.service(network)
        _ = try context.named(text, kind)
        if network.dryRun { return try context.dryRun(try await lookup.plan(service)) }
        let record = try await context.spinning(Phrase.say(ko: "KOBIS: \(kind.word)", en: "KOBIS: \(kind.rawValue)")) {
            _ in
            try await lookup.run(service, events: UseCaseEvents(notify: context.notify))
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
