import Foundation
import Testing

/// Text off a terminal has a width: `$COLUMNS` when set, else 120, for every command, even when KOBIS sends a
/// title thousands of columns long.
@Suite("boxoffice end to end: the width of text off a terminal")
struct PipeWidthTests {
    /// A title no screen holds: words, then a run of Hangul and a run of Latin letters with no space to break at.
    static let longTitle =
        String(repeating: "아주 긴 제목 ", count: 150) + String(repeating: "가", count: 1500)
        + String(repeating: "W", count: 1500)
    static let longName = String(repeating: "이름", count: 400) + " " + String(repeating: "N", count: 800)
    static let film = "20990101"
    static let other = "20990102"
    static let person = "20990002"
    static let company = "20990001"
    /// Noon in Korea on 2024-01-21: yesterday is 2024-01-20, and the long film opened on 2024-01-01.
    static let now = "2024-01-21T03:00:00Z"

    static func json(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    }

    static func row(_ rank: Int, code: String, title: String) -> [String: Any] {
        let audience = 300_000 - rank * 20_000
        return [
            "rnum": "\(rank)", "rank": "\(rank)", "rankInten": "\(rank % 3 - 1)",
            "rankOldAndNew": rank == 4 ? "NEW" : "OLD",
            "movieCd": code, "movieNm": title, "openDt": "2024-01-01", "salesAmt": "\(audience * 10_000)",
            "salesShare": "10.0", "salesInten": "0", "salesChange": "0", "salesAcc": "\(audience * 200_000)",
            "audiCnt": "\(audience)", "audiInten": "1000", "audiChange": "1.0", "audiAcc": "\(audience * 20)",
            "scrnCnt": "1500", "showCnt": "6000",
        ]
    }

    static func movie(_ code: String, title: String) -> [String: Any] {
        [
            "movieInfoResult": [
                "movieInfo": [
                    "movieCd": code, "movieNm": title, "movieNmEn": longName, "movieNmOg": longName, "showTm": "130",
                    "prdtYear": "2023", "openDt": "20240101", "prdtStatNm": "개봉", "typeNm": "장편",
                    "nations": [["nationNm": "한국"], ["nationNm": longName]], "genres": [["genreNm": longName]],
                    "directors": [["peopleNm": longName, "peopleNmEn": longName]],
                    "actors": [["peopleNm": longName, "peopleNmEn": longName, "cast": longName, "castEn": ""]],
                    "showTypes": [["showTypeGroupNm": "2D", "showTypeNm": longName]],
                    "companys": [
                        [
                            "companyCd": company, "companyNm": longName, "companyNmEn": longName,
                            "companyPartNm": "배급사",
                        ]
                    ],
                    "audits": [["auditNo": "2023-MF0001", "watchGradeNm": "15세이상관람가"]],
                    "staffs": [["peopleNm": longName, "peopleNmEn": longName, "staffRoleNm": longName]],
                ] as [String: Any],
                "source": "영화진흥위원회",
            ]
        ]
    }

    /// The stand-in's fixtures: one day's ranking served for every day (the long title first), the films' details,
    /// and a film, a person and a company to find, each with the long title in it.
    static func fixtures(_ folder: URL) throws {
        func write(_ name: String, _ value: Any) throws {
            try json(value).write(to: folder.appendingPathComponent(name))
        }
        let rows = (1...10).map { rank in
            row(
                rank, code: rank == 1 ? film : rank == 2 ? other : "209901\(String(format: "%02d", rank))",
                title: rank == 1 ? longTitle : "보통 영화 \(rank)")
        }
        try write(
            "daily.json",
            [
                "boxOfficeResult": [
                    "boxofficeType": "일별 박스오피스", "showRange": "20240101~20240101", "dailyBoxOfficeList": rows,
                ]
            ])
        try write(
            "weekly_20240107_1.json",
            [
                "boxOfficeResult": [
                    "boxofficeType": "주말 박스오피스", "showRange": "20240105~20240107", "yearWeekTime": "202401",
                    "weeklyBoxOfficeList": rows,
                ]
            ])
        try write("movieinfo_\(film)_long.json", movie(film, title: longTitle))
        try write("movieinfo_\(other)_long.json", movie(other, title: "보통 영화 2"))
        let filmography = [longTitle, "보통 영화 2", longTitle + " 2"].joined(separator: "|")
        try write(
            "catalogue_movies.json",
            [
                [
                    "movieCd": film, "movieNm": longTitle, "movieNmEn": longName, "prdtYear": "2024",
                    "openDt": "20240301",
                    "typeNm": "장편", "prdtStatNm": "개봉예정", "nationAlt": "한국," + longName, "genreAlt": longName,
                    "repNationNm": "한국", "repGenreNm": longName, "directors": [["peopleNm": longName]],
                    "companys": [["companyCd": company, "companyNm": longName]],
                ] as [String: Any]
            ])
        try write(
            "catalogue_people.json",
            [
                [
                    "peopleCd": person, "peopleNm": "긴이름 " + longName, "peopleNmEn": longName, "repRoleNm": "감독",
                    "filmoNames": filmography,
                ]
            ])
        try write(
            "catalogue_companies.json",
            [
                [
                    "companyCd": company, "companyNm": "긴회사 " + longName, "companyNmEn": longName,
                    "companyPartNames": "배급사,제작사", "ceoNm": longName, "filmoNames": filmography,
                ]
            ])
        let credits = [["movieCd": film, "movieNm": longTitle, "moviePartNm": "감독"]]
        try write(
            "peopleinfo_\(person).json",
            [
                "peopleInfoResult": [
                    "peopleInfo": [
                        "peopleCd": person, "peopleNm": longName, "peopleNmEn": longName, "sex": "남자",
                        "repRoleNm": "감독", "homepages": [["homeUrl": "https://example.com/" + longName]],
                        "filmos": credits,
                    ] as [String: Any],
                    "source": "영화진흥위원회",
                ]
            ])
        try write(
            "companyinfo_\(company).json",
            [
                "companyInfoResult": [
                    "companyInfo": [
                        "companyCd": company, "companyNm": longName, "companyNmEn": longName, "ceoNm": longName,
                        "parts": [["companyPartNm": "배급사"]],
                        "filmos": [["movieCd": film, "movieNm": longTitle, "companyPartNm": "배급사"]],
                    ] as [String: Any],
                    "source": "영화진흥위원회",
                ]
            ])
    }

    /// Every command that writes text, with arguments that reach the long title where the command shows titles.
    /// (`cache path` and `config path` print a path for scripts, `$(boxoffice cache path)`: data, never cut.)
    static let commands: [[String]] = [
        ["daily", "-d", "2024-01-05"], ["daily", "-d", "2024-01-05", "-l", "grid"],
        ["daily", "-d", "2024-01-05", "--fields", "rank,title,audience,sales,salesShare,screens,shows"],
        ["daily", "--from", "2024-01-01", "--to", "2024-01-03"], ["weekly", "-d", "2024-01-07"],
        ["weekly", "-d", "2024-01-07", "-l", "grid"],
        ["movie", film], ["movie", film, "-l", "grid"], ["search", "아주"], ["search", "아주", "-l", "grid"],
        ["upcoming"], ["people", "긴이름"], ["person", person], ["person", person, "-l", "grid"],
        ["companies", "긴회사"], ["company", company], ["codes", "nation"],
        ["trend", film], ["trend", film, "-m", "rank"], ["trend", film, other], ["milestones", film],
        ["top", "--month", "2024-01"], ["top", "--month", "2024-01", "-l", "grid"],
        ["top", "--from", "2024-01-01", "--to", "2024-01-14", "--weekly"], ["share", film],
        ["daily", "-d", "2024-01-05", "--share"],
        ["note", "list"], ["usage"], ["config", "show"], ["help", "daily"], ["help", "trend"],
        ["help", "exit-codes"], ["--help"],
    ]

    /// Every line of every text command is at most `$COLUMNS` display columns, or 120 when it is unset.
    @Test(arguments: [nil, 80, 200, 60, 40] as [Int?])
    func everyTextCommandFitsTheWidthOffATerminal(columns: Int?) async throws {
        let folder = temporaryFolder("width")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Self.fixtures(fixtures)
        let standIn = try StandIn(
            ["--daily", fixtures.appendingPathComponent("daily.json").path], firstFixtures: [fixtures.path])
        var environment = standIn.environment.merging([
            "BOXOFFICE_NOW": Self.now, "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        if let columns { environment["COLUMNS"] = String(columns) }
        let note = try await runBoxOffice(
            ["note", "add", Self.film, "--stars", "4", "--text", Self.longTitle], environment: environment)
        #expect(note.status == 0, "note add: \(note.stderr)")
        let width = columns ?? 120
        for command in Self.commands {
            let run = try await runBoxOffice(command, environment: environment)
            #expect(run.status == 0, "\(command.joined(separator: " ")): \(run.stderr.prefix(500))")
            #expect(!run.stdout.isEmpty, "\(command.joined(separator: " ")) printed nothing")
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let wide = lines.filter { displayWidth($0) > width }
            #expect(
                wide.isEmpty,
                Comment(
                    rawValue:
                        "\(command.joined(separator: " ")) with COLUMNS=\(columns.map(String.init) ?? "unset"): "
                        + "\(wide.count) lines wider than \(width), the widest "
                        + "\(wide.map { displayWidth($0) }.max() ?? 0): \(wide.first?.prefix(160) ?? "")"))
        }
    }
}
