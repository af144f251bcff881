import Foundation
import KobisKit

/// `boxoffice movie <code>`: one film's detail.
enum Movie: Command {
    static let name = "movie"
    static let summary = "one film's detail (titles, credits, grades, companies)"

    struct Options: CommandOptions, ByteOrderMarkOptions {
        @Opt(
            Declared.record(.movie),
            help: "a film's code (8 letters or digits, as in the movieCode field of `daily -f json`) or its title")
        var film: String?
        @Opt(Local.layout, help: "text layout: list (default) or grid (a boxed sheet)") var layout: Layout
        @Opt(
            Local.format(OutputFormat.data + [.html], help: "output format (default text); html is the sheet as a page")
        )
        var format: OutputFormat
        @Opt(Local.bom) var bom: Bool
        @Opt(
            Local.posters,
            help: "add the poster address and IMDb id from OMDb (needs OMDB_API_KEY); with -f html, the "
                + "poster itself") var posters: Bool
        @Opt(Declared.poster, help: "the same as --posters") var poster: Bool
        @Opt(Local.open) var open: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [
        ("boxoffice movie 20124079", ""),
        ("boxoffice movie 광해", "by title: one match, or a list to choose from"),
        ("boxoffice movie 20124079 -l grid", ""),
        ("boxoffice movie 20124079 -f json | jq -r '.directors[].name'", ""),
        ("boxoffice movie 20239001 --demo", "a film from the bundled sample"),
        ("boxoffice movie 20239001 --posters -f html -o film.html --demo", "its sheet as a page, poster included"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try PictureOptions.check(options.format, open: options.open, general: options.general, context: context)
        let service = try context.service(options.network)
        _ = try context.named(options.film, .movie)
        var lookup = try FilmLookup(ParsedOptions(options))
        lookup.poster = lookup.poster || options.posters
        lookup.notes = context.notes(sample: options.network.demo)
        lookup.heldRun = true
        if options.network.dryRun { return try context.dryRun(try await lookup.plan(service)) }
        let sheet = try await context.spinning(
            Phrase.say(ko: "KOBIS: 영화 \(lookup.film.prefix(20))", en: "KOBIS: movie \(lookup.film.prefix(20))")
        ) { [lookup] _ in
            try await lookup.run(service, events: UseCaseEvents(notify: context.notify))
        }
        if let missing = sheet.missingPoster { context.note(missing) }
        let answer = MovieAnswers.answer(sheet)
        let width = context.terminal.width
        let style = context.style(options.network)
        var image: Data?
        if options.format == .html, let poster = sheet.poster ?? nil {
            do {
                image = try await context.spinning(Phrase.say(ko: "포스터", en: "poster")) { _ in
                    try await service.downloadPoster(poster)
                }
            } catch let error as KobisError {
                context.note(
                    Phrase.say(
                        ko: "포스터는 페이지에서 뺐습니다: \(Advice.line(for: error))",
                        en: "the poster is left out of the page: \(Advice.line(for: error))"))
            }
        }
        try context.out(
            Renderer.render(
                answer, format: options.format, pictures: Pictures(html: { MoviePage.page(sheet, poster: image) })
            ) {
                MovieText.render(sheet, layout: options.layout, width: width, style: style)
            })
        return .success
    }
}
