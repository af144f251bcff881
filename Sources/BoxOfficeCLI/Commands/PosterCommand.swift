import Foundation
import KobisKit

/// `boxoffice poster <movieCd> -o FILE` (or `> FILE`): a film's poster, from OMDb.
enum PosterCommand: Command {
    static let name = "poster"
    static let summary = "download a film's poster (OMDb), or show it inline"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code or title") var film: String?
        @Opt(Local.flag("show", "draw it inline (iTerm2, WezTerm); elsewhere, say so and print the address")) var show:
            Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "The poster is found through OMDb (OMDB_API_KEY) by the film's English title. Only http and https addresses are fetched (anything else: 76), at most 10 MB (more: 76). A regular file is written to a temporary file beside it and renamed on success; a link is followed; a device or FIFO is written in place."
        + " Without -o, the image goes to stdout when it is not a terminal (a pipe or `> FILE`), and on a terminal to "
        + "a file in the current folder named by the film's title and year (`콘크리트 유토피아 (2023).jpg`)."
        + " -o - is stdout too, and is refused on a terminal."
        + " A file named .png, "
        + ".jpg, .jpeg, .gif or .webp gets only an image of that kind: another kind is refused (64), nothing written."
        + " With --demo, the sample's own OMDb answers, and its posters are small JPEG images (as OMDb's are) served "
        + "by the sample, "
        + "never fetched from the network."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice poster 20230101 -o poster.jpg", ""), ("boxoffice poster 20230101", "saved by title and year"),
        ("boxoffice poster 20230101 --show", ""),
        ("boxoffice poster 20239001 --demo -o poster.jpg", "the sample's posters are JPEG images, as OMDb's are"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        if options.general.output == "-" && context.terminal.stdoutIsTTY {
            throw UsageError(
                message: Phrase.say(
                    ko: "-o -: 포스터는 이미지라 터미널에 쓰지 않습니다. 파일 이름을 주거나 파이프로 넘기세요",
                    en: "-o - would write the poster's image to a terminal: give a file name, or pipe it"))
        }
        let toFile = options.general.output != nil || (!options.show && !context.terminal.stdoutIsTTY)
        // On a terminal, without -o or --show: a file named by the film's title and year.
        let byTitle = !toFile && !options.show
        let service = try context.service(options.network)
        let lookup = FilmLookup(try context.named(options.film, .movie), poster: true)
        if options.network.dryRun {
            let plan = try await lookup.plan(service)
            let then = Phrase.say(
                ko: (plan.then ?? "OMDb 조회") + ", 그다음 이미지", en: (plan.then ?? "OMDb lookups") + ", then the image")
            return try context.dryRun(RunPlan(plan: plan.plan, what: plan.what, then: then))
        }
        let sheet = try await context.spinning(Phrase.say(ko: "OMDb: 포스터", en: "OMDb: poster")) { _ in
            try await lookup.run(service, events: UseCaseEvents(notify: context.notify))
        }
        if let missing = sheet.missingPoster {
            context.error(missing)
            return .notFound
        }
        guard let poster = sheet.poster ?? nil else { return .notFound }
        guard poster.isWebAddress else { throw KobisError.notWebAddress(poster.url) }
        let terminalDraws =
            ["iTerm.app", "WezTerm"].contains(context.environment["TERM_PROGRAM"] ?? "") && context.terminal.stdoutIsTTY
        if options.show && !terminalDraws {
            context.note(
                Phrase.say(
                    ko: "이 터미널은 이미지를 바로 그리지 못합니다 (iTerm2와 WezTerm은 됩니다). 포스터 주소:",
                    en: "this terminal cannot draw images inline (iTerm2 and WezTerm can); the poster is at:"))
            if !toFile {
                try context.out(Sanitizer.line(poster.url) + "\n")
                return .success
            }
        }
        let image = try await context.spinning(Phrase.say(ko: "포스터", en: "poster")) { _ in
            try await service.downloadPoster(poster)
        }
        if options.show && terminalDraws {
            try context.out(
                "\u{1B}]1337;File=inline=1;size=\(image.count);preserveAspectRatio=1:\(image.base64EncodedString())\u{07}\n"
            )
        } else if byTitle {
            let name = fileName(sheet.movie, kind: ImageKind(of: image))
            let sink = OutputSink(.file(name))
            try sink.writeBytes(image)
            try sink.commit()
            context.note(Phrase.say(ko: "저장했습니다: \(name)", en: "saved \(name)"))
        } else if toFile {
            try ImageKind.check(image, named: options.general.outputFile)
            try context.output.writeBytes(image)
        }
        return .success
    }

    /// A poster's default file name: the film's title and year (`콘크리트 유토피아 (2023).jpg`), with what a file name
    /// cannot hold (`/`, `\`, `:`, control characters, a leading dot) made a space or dropped, at most 100 characters.
    static func fileName(_ movie: MovieDetail, kind: ImageKind?) -> String {
        let unsafe = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
        var title = String(
            String.UnicodeScalarView(
                Sanitizer.line(movie.title).unicodeScalars.map { unsafe.contains($0) ? " " : $0 }))
        title = title.split(separator: " ").joined(separator: " ")
        while title.hasPrefix(".") { title.removeFirst() }
        if title.isEmpty { title = movie.code }
        let year = movie.productionYear ?? movie.openDate?.year
        let stem = String(title.prefix(100)) + (year.map { " (\($0))" } ?? "")
        return stem + "." + (kind?.fileExtension ?? "jpg")
    }
}
