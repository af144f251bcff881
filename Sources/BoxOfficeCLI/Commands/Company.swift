import Foundation
import KobisKit

/// `boxoffice company CODE`: one company and its films.
enum CompanyCommand: Command {
    static let name = "company"
    static let summary = "one company's detail and filmography"

    struct Options: CommandOptions, ByteOrderMarkOptions {
        @Opt(Declared.record(.company), help: "a company's code (8 letters or digits, from `boxoffice companies`) or name")
        var company: String?
        @Opt(Local.layout, help: "text layout: list (default) or grid (a boxed sheet)") var layout: Layout
        @Opt(Local.format()) var format: OutputFormat
        @Opt(Local.bom) var bom: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [("boxoffice company 20188621", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network)
        let request = RecordRequest(.company, try context.named(options.company, .company))
        if options.network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        let answer = try await context.spinning("KOBIS: company") { _ in try await service.company(request, notify: context.notify) }
        let width = context.terminal.width, style = context.style(options.network)
        try context.out(Renderer.render(answer, format: options.format) {
            RecordText.render(answer, films: answer.row.detail.films, layout: options.layout, width: width, style: style)
        })
        return .success
    }
}
