import Foundation
import Testing

/// One language throughout (docs/json.md, "One language"): every command, and the main ways a command fails, run in
/// Korean (the default) and in English. In Korean every line a person reads on stdout or stderr holds Hangul or only
/// what is no word (numbers, dates, paths, codes, flags, commands, KOBIS's titles and names); in English no line holds
/// Hangul but KOBIS's titles and names and the words typed. Help and the man page stay English and are left out.
@Suite("One language, Korean or English, on every line", .serialized)
struct OneLanguageTests {
    /// The sample's commands beyond those ``EnglishTests`` runs: the archive, the forecast, records and sync.
    static let demoCommands: [(text: [String], json: [String]?)] =
        EnglishTests.demoCommands + [
            (["forecast", "20239002"], ["forecast", "20239002", "-f", "json"]),
            (["records"], ["records", "-f", "json"]),
            (["records", "--kind", "fast-10m"], ["records", "--kind", "fast-10m", "-f", "json"]),
            (["daily", "--from", "2023-08-01", "--to", "2023-08-03"], ["daily", "-f", "json"]),
        ]

    /// Command lines that fail, each with its exit status: a bad flag, a bad date, a missing film, a day without
    /// figures, an offline miss, no key, a sync told to send nothing.
    static let failures: [(words: [String], status: Int32, environment: [String: String])] = [
        (["daily", "--demo", "--bogus"], 64, [:]),
        (["daily", "--demo", "-d", "20230230"], 64, [:]),
        (["daily", "--demo", "-d", "tomorrow"], 64, [:]),
        (["daily", "--demo", "-d", "2099-01-01"], 64, [:]),
        (["dialy"], 64, [:]),
        (["movie", "20990001", "--demo"], 66, [:]),
        (["movie", "--demo"], 64, [:]),
        (["trend", "--demo"], 64, [:]),
        (["codes", "planets", "--demo"], 64, [:]),
        (["daily", "--demo", "--jobs", "11"], 64, [:]),
        (["daily", "-d", "2023-08-01"], 78, [:]),
        (["daily", "-d", "2023-08-01", "--offline"], 66, ["KOBIS_API_KEY": testKey]),
        (["sync"], 64, ["KOBIS_API_KEY": testKey, "BOXOFFICE_OFFLINE": "1"]),
        (["top", "--demo"], 64, [:]),
        (["forecast", "20990001", "--demo"], 66, [:]),
        (["records", "--demo", "--year", "2023", "--from", "2023-08-01"], 64, [:]),
        (["top", "--year", "2022", "--demo"], 66, [:]),
        (["cache", "bogus"], 64, [:]),
        (["trend", "20239001", "--from", "2023-07-01", "--to", "2023-07-05", "--demo"], 66, [:]),
        (["search", "바다", "--page", "5", "--demo"], 64, [:]),
        (["search", "바다", "--all", "--page", "2", "--demo"], 64, [:]),
        (["search", "바다", "--yes", "--demo"], 64, [:]),
    ]

    /// Commands whose language is left to BOXOFFICE_LANG here (each takes `--lang` as well).
    static let plain: [[String]] = [
        ["usage", "--demo"], ["config", "show"], ["archive", "status"], ["archive", "verify"], ["note", "list"],
    ]

    func environment(_ folder: URL, _ language: String, _ extra: [String: String] = [:]) -> [String: String] {
        EnglishTests().environment(nil, folder, extra.merging(["BOXOFFICE_LANG": language]) { $1 })
    }

    /// The words a Korean line may hold beside Hangul-free tokens: names of things that have no Korean name.
    static let foreignWords: Set<String> = [
        "KOBIS", "OMDb", "KST", "boxoffice", "API", "HTTP", "MB", "KB", "ASCII", "plist", "Ctrl", "yyyymmdd",
        "yyyy", "mm", "dd", "yesterday", "D-day", "TERM", "dumb",
    ]

    /// What is left of a line once its non-words are gone: URLs, paths, flags, commands in backquotes, quoted typed
    /// words, titles and names, numbers.
    static func words(_ line: String, names: [String]) -> [String] {
        var left = line
        for name in names where !name.isEmpty { left = left.replacingOccurrences(of: name, with: " ") }
        for pattern in [#"`[^`]*`"#, #"'[^']*'"#, #"https?://\S+"#, #"\S*/\S*"#, #"--?[A-Za-z][\w-]*"#, #"\S*_\S*"#] {
            left = left.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let found = left.matches(#"[A-Za-z][A-Za-z-]*[A-Za-z]"#)
        // A chart's marks (`x`, `o`, `#`) are no words either.
        return found.filter { !foreignWords.contains($0) && !$0.allSatisfy { "xo".contains($0) } }
    }

    static func hangul(_ line: String) -> Bool { line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }

    /// The lines of `text` in Korean that hold no Hangul and some word.
    static func notKorean(_ text: String, names: [String]) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !hangul($0) && !words($0, names: names).isEmpty }
    }

    /// The titles and names of a command's JSON answer, longest first: the text shows them as KOBIS has them.
    func names(_ json: [String]?, folder: URL) async throws -> [String] {
        guard let json else { return [] }
        let data = try await runBoxOffice(json + ["--demo"], environment: environment(folder, "ko"))
        let document = try JSONSerialization.jsonObject(with: Data(data.stdout.utf8))
        return EnglishTests.strings(document).free.sorted { $0.count > $1.count }
    }

    @Test func everyCommandSpeaksKorean() async throws {
        let folder = temporaryFolder("one-language-ko")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (text, json) in OneLanguageTests.demoCommands {
            let names = try await names(json, folder: folder) + text
            // As in ``EnglishTests``: a command with no JSON form knows no sample.
            let run = try await runBoxOffice(
                json == nil ? text : text + ["--demo"],
                environment: environment(folder, "ko", json == nil ? ["KOBIS_API_KEY": testKey] : [:]))
            #expect(run.status == 0, "\(text): \(run.stderr)")
            let english = OneLanguageTests.notKorean(run.stdout + run.stderr, names: names)
            #expect(english.isEmpty, "\(text) in Korean shows: \(english.prefix(4))")
        }
        for words in OneLanguageTests.plain {
            let run = try await runBoxOffice(words, environment: environment(folder, "ko"))
            let english = OneLanguageTests.notKorean(run.stdout + run.stderr, names: [])
            #expect(english.isEmpty, "\(words) in Korean shows: \(english.prefix(4))")
        }
    }

    @Test func everyFailureSpeaksKorean() async throws {
        let folder = temporaryFolder("one-language-ko-failures")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (words, status, extra) in OneLanguageTests.failures {
            let run = try await runBoxOffice(words, environment: environment(folder, "ko", extra))
            #expect(run.status == status, "\(words): \(run.stderr)")
            #expect(run.stderr.hasPrefix("boxoffice: "), "\(words): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy(OneLanguageTests.hangul), "\(words) in Korean says: \(lines)")
        }
        // `--lang en` itself is honoured before the words are parsed, and so is a bad flag after it.
        let english = try await runBoxOffice(["daily", "--lang", "en", "--demo", "--bogus"], environment: [:])
        #expect(english.status == 64 && english.stderr.hasPrefix("boxoffice: unknown option '--bogus'"))
    }

    @Test func everyFailureSpeaksEnglish() async throws {
        let folder = temporaryFolder("one-language-en-failures")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (words, status, extra) in OneLanguageTests.failures {
            let run = try await runBoxOffice(words, environment: environment(folder, "en", extra))
            #expect(run.status == status, "\(words): \(run.stderr)")
            var left = run.stderr
            for word in words { left = left.replacingOccurrences(of: word, with: "") }
            #expect(EnglishTests.hangul(left).isEmpty, "\(words) in English says: \(EnglishTests.hangul(left))")
        }
    }

    @Test func everyCommandSpeaksEnglish() async throws {
        let folder = temporaryFolder("one-language-en")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await EnglishTests().checkHangul(
            OneLanguageTests.demoCommands, extra: ["--demo"], standIn: nil, folder: folder)
        for words in OneLanguageTests.plain {
            let run = try await runBoxOffice(words, environment: environment(folder, "en"))
            #expect(EnglishTests.hangul(run.stdout + run.stderr).isEmpty, "\(words): \(run.stdout + run.stderr)")
        }
    }

    /// Every command that takes `--dry-run`, on the sample (sync on an empty archive, with a key: its plan sends none).
    static let dryRuns: [[String]] = [
        ["daily", "--demo"], ["daily", "--details", "--demo"], ["daily", "--posters", "--demo"],
        ["daily", "--from", "2023-08-01", "--to", "2023-08-03", "--demo"], ["weekly", "--demo"],
        ["movie", "20239001", "--demo"], ["movie", "밀수", "--demo"], ["person", "이병헌", "--demo"],
        ["person", "10090018", "--demo"], ["company", "20238094", "--demo"], ["people", "이병헌", "--demo"],
        ["companies", "CJ", "--demo"], ["search", "바다", "--demo"], ["search", "바다", "--all", "--demo"],
        ["upcoming", "--demo"], ["codes", "company-part", "--demo"], ["trend", "20239002", "--demo"],
        ["trend", "20239001", "20239002", "--demo"], ["trend", "밀수", "--demo"],
        ["top", "--month", "2023-08", "--demo"],
        ["top", "--all-time", "--demo"], ["milestones", "20239002", "--demo"], ["share", "20239001", "--demo"],
        ["forecast", "20239002", "--demo"], ["forecast", "--backtest", "--demo"], ["records", "--demo"],
        ["poster", "20239001", "--demo"], ["note", "add", "광해", "-s", "4", "--demo"], ["sync"],
    ]

    /// A dry run's plan speaks the language chosen, as text and in its JSON's sentences (`what`, `then`): Korean
    /// lines in Korean, no Hangul in English but the words typed. Its keys and numbers stay as they are.
    @Test func everyDryRunSpeaksTheLanguageChosen() async throws {
        let folder = temporaryFolder("one-language-dry-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        for words in OneLanguageTests.dryRuns {
            let extra = words.contains("--demo") ? [:] : ["KOBIS_API_KEY": testKey]
            let korean = try await runBoxOffice(words + ["--dry-run"], environment: environment(folder, "ko", extra))
            #expect(korean.status == 0 && korean.stdout.hasPrefix("모의 실행: "), "\(words): \(korean.stderr)")
            let notKorean = OneLanguageTests.notKorean(korean.stdout + korean.stderr, names: words)
            #expect(notKorean.isEmpty, "\(words) --dry-run in Korean shows: \(notKorean)")
            let english = try await runBoxOffice(words + ["--dry-run"], environment: environment(folder, "en", extra))
            #expect(english.status == 0 && english.stdout.hasPrefix("dry run: "), "\(words): \(english.stderr)")
            var left = english.stdout + english.stderr
            for word in words { left = left.replacingOccurrences(of: word, with: "") }
            #expect(EnglishTests.hangul(left).isEmpty, "\(words) --dry-run in English: \(EnglishTests.hangul(left))")
            // `share` and `poster` have no `-f`.
            for language in ["ko", "en"] where !["share", "poster"].contains(words[0]) {
                let json = try await runBoxOffice(
                    words + ["--dry-run", "-f", "json"], environment: environment(folder, language, extra))
                let plan = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(words)")
                #expect(plan["type"] as? String == "dryRun" && plan["sent"] as? Int == 0, "\(words): \(plan)")
                for key in ["what", "then"] {
                    guard var sentence = plan[key] as? String else { continue }
                    for word in words { sentence = sentence.replacingOccurrences(of: word, with: "") }
                    let hangul = OneLanguageTests.hangul(sentence)
                    #expect(hangul == (language == "ko"), "\(words) -f json in \(language): \(key) is '\(sentence)'")
                }
            }
        }
    }

    /// The reason a file of the archive is refused (a checksum not the archive's, a folder where a year file should
    /// be, FORMAT edited, a last line cut short) and a closed stdout's are told in Korean too: no English word in them.
    @Test func aDamagedArchiveAndAClosedStdoutAreToldInKorean() async throws {
        let folder = temporaryFolder("one-language-damage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("archive")
        let made = try await makeArchive(at: archive, from: "2023-12-20", to: "2024-01-10")
        #expect(made.status == 0, "\(made.stderr)")
        let year = archive.appendingPathComponent("daily/2024.csv")
        let whole = try Data(contentsOf: year)
        let manifest = archive.appendingPathComponent("manifest.tsv")
        let format = archive.appendingPathComponent("FORMAT")
        let damages: [(reason: String, damage: () throws -> Void, undo: () throws -> Void)] = [
            (
                "checksum", { try Data("daily/2024.csv\t0000000000000000\n".utf8).write(to: manifest) },
                { try FileManager.default.removeItem(at: manifest) }
            ),
            ("cut short", { try whole.dropLast().write(to: year) }, { try whole.write(to: year) }),
            (
                "a folder",
                {
                    try FileManager.default.removeItem(at: year)
                    try FileManager.default.createDirectory(at: year, withIntermediateDirectories: false)
                },
                {
                    try FileManager.default.removeItem(at: year)
                    try whole.write(to: year)
                }
            ),
            (
                "FORMAT", { try Data("boxoffice-archive 0\n".utf8).write(to: format) },
                { try Data("boxoffice-archive 1\n".utf8).write(to: format) }
            ),
        ]
        let extra = ["BOXOFFICE_ARCHIVE": archive.path, "BOXOFFICE_OFFLINE": "1", "KOBIS_API_KEY": testKey]
        for (reason, damage, undo) in damages {
            try damage()
            for words in [["records"], ["daily", "-d", "2024-01-05"]] {
                let run = try await runBoxOffice(words, environment: environment(folder, "ko", extra))
                #expect(run.status != 0 || !run.stderr.isEmpty, "\(reason), \(words): nothing said")
                let lines = run.stderr.split(separator: "\n").map(String.init)
                #expect(!lines.isEmpty && lines.allSatisfy(OneLanguageTests.hangul), "\(reason), \(words): \(lines)")
                let english = lines.flatMap { OneLanguageTests.words($0, names: []) }
                #expect(english.isEmpty, "\(reason), \(words) in Korean says: \(english) in \(lines)")
            }
            try undo()
        }
        let closed = try await runScript(
            #""$BOXOFFICE" records --demo >&-"#, environment: environment(folder, "ko"))
        #expect(closed.status == 74, "\(closed.stderr)")
        let english = OneLanguageTests.words(closed.stderr, names: ["stdout"])
        #expect(OneLanguageTests.hangul(closed.stderr) && english.isEmpty, "a closed stdout says: \(closed.stderr)")
    }

    /// `--lang` is a general option: every command takes it, and so does `boxoffice` before a command.
    @Test func everyCommandTakesLang() async throws {
        let folder = temporaryFolder("one-language-flag")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines: [[String]] = [
            ["usage", "--demo", "--lang", "en"], ["config", "show", "--lang", "en"], ["cache", "path", "--lang", "en"],
            ["archive", "path", "--lang", "en"], ["--lang", "en", "usage", "--demo"], ["--lang=en", "config", "path"],
        ]
        for words in lines {
            let run = try await runBoxOffice(words, environment: environment(folder, "ko"))
            #expect(run.status == 0, "\(words): \(run.stderr)")
            #expect(EnglishTests.hangul(run.stdout + run.stderr).isEmpty, "\(words): \(run.stdout + run.stderr)")
        }
    }
}

extension String {
    /// The substrings that match `pattern`.
    fileprivate func matches(_ pattern: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(startIndex..., in: self)
        return regex.matches(in: self, range: range).compactMap { Range($0.range, in: self).map { String(self[$0]) } }
    }

}
