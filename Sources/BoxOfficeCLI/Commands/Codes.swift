import Foundation
import KobisKit

/// `boxoffice codes LIST`: KOBIS's code lists.
enum Codes: Command {
    static let name = "codes"
    static let summary = "KOBIS's code lists: region, nation, type, company-part"

    struct Options: CommandOptions {
        @Opt(
            Local.positional(
                "list", choices: CodeList.allCases.map(\.name), help: "the list: 0105000000, 2204, 2201 or 2601"))
        var list: String?
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = "Lists are cached for 30 days. Nations are nested under their continents."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice codes region", "the names --region takes"),
        ("boxoffice codes nation -f csv", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(SearchAnswers.codes)
        let names = CodeList.allCases.map(\.name)
        guard let text = options.list else {
            throw UsageError(
                message: Phrase.say(
                    ko: "목록이 빠졌습니다: \(names.joined(separator: ", "))",
                    en: "missing the list: \(names.joined(separator: ", "))"))
        }
        guard let list = CodeList.allCases.first(where: { $0.name == text }) else {
            let hint =
                closest(text, in: names).map {
                    Phrase.say(
                        ko: ". '\($0)'처럼 쓰려던 건가요?",
                        en: "; did you mean '\($0)'?")
                }
                ?? ""
            throw UsageError(
                message: Phrase.say(
                    ko: "알 수 없는 코드 목록 '\(text.prefix(30))': \(names.joined(separator: ", ")) 중에서 "
                        + "고르세요\(hint)",
                    en: "unknown code list '\(text.prefix(30))': use \(names.joined(separator: ", "))\(hint)"))
        }
        let listing = CodeListing(list)
        let service = try context.service(options.network)
        if options.network.dryRun { return try context.dryRun(try await listing.plan(service)) }
        let answer = try await context.spinning(Phrase.say(ko: "KOBIS: 코드 목록", en: "KOBIS: codes")) { _ in
            try await listing.run(service, events: UseCaseEvents())
        }
        try context.out(
            options.output.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
