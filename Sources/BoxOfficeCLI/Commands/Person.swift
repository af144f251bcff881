import Foundation
import KobisKit

/// `boxoffice person CODE`: one person and their films.
enum PersonCommand: Command {
    static let name = "person"
    static let summary = "one person's detail and filmography"

    struct Options: CommandOptions, ByteOrderMarkOptions {
        @Opt(Declared.record(.person), help: "a person's code (8 letters or digits, from `boxoffice people`) or name") var person: String?
        @Opt(Local.layout, help: "text layout: list (default) or grid (a boxed sheet)") var layout: Layout
        @Opt(Local.format()) var format: OutputFormat
        @Opt(Local.bom) var bom: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [("boxoffice person 10031641", ""),
                                                               ("boxoffice person 10031641 -f json | jq '.films'", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network)
        let request = RecordRequest(.person, try context.named(options.person, .person))
        if options.network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        let answer = try await context.spinning("KOBIS: person") { _ in try await service.person(request, notify: context.notify) }
        let width = context.terminal.width, style = context.style(options.network)
        try context.out(Renderer.render(answer, format: options.format) {
            RecordText.render(answer, films: answer.row.detail.films, layout: options.layout, width: width, style: style)
        })
        return .success
    }
}
