import Foundation
import KobisKit

/// What `people` and `companies` share: a name, a filter, one page of rows with KOBIS's total.
enum NameSearchPresenter {
    /// Runs `search` for the name given (`what`: `person`, `company`) and shows the page.
    static func present<Found>(
        _ search: NameSearch<Found>, name raw: String?, what: String, network: NetworkOptions,
        output: TableOutputOptions, context: Context, shape: ListShape<Found>
    ) async throws -> ExitCode {
        try output.check(shape)
        guard let name = try raw.map(Convert.text) else {
            throw UsageError(
                message: Phrase.say(
                    ko: "찾을 \(what == "person" ? "인물" : "회사") 이름이 빠졌습니다",
                    en: "missing the \(what) name to search for"))
        }
        var search = search
        search.name = name
        let service = try context.service(network)
        if network.dryRun { return try context.dryRun(try await search.plan(service)) }
        let answer = try await context.spinning(
            Phrase.say(ko: "KOBIS: \(what == "person" ? "인물" : "회사") 검색", en: "KOBIS: \(shape.type)")
        ) { _ in
            try await search.run(service, events: UseCaseEvents())
        }
        if let past = LastPage.pastIt(answer) {
            context.error(past)
            return .usage
        }
        if answer.rows.isEmpty {
            context.note(
                Phrase.say(
                    ko: "\(service.answerSource.name)에 '\(name)'에 맞는 \(what == "person" ? "인물이" : "회사가") "
                        + "없습니다",
                    en: "\(service.answerSource.name) found no \(what) named '\(name)'"))
        }
        try context.out(output.render(answer, width: context.terminal.width, style: context.style(network)))
        return .success
    }
}
