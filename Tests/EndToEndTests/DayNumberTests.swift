import Foundation
import Testing

/// One day numbering in every format: the release day is D+1, its eve D-1, and there is no day 0. The sample's
/// 오펜하이머 opens on 2023-08-15 and is ranked from 2023-08-08 (D-7); 콘크리트 유토피아 opens on
/// 2023-08-09.
@Suite("Day numbers: D+1 is the release day, the eve D-1, in every format")
struct DayNumberTests {
    static let films = ["trend", "20239001", "20239002", "--demo"]

    func home() -> [String: String] {
        let folder = temporaryFolder("day-numbers")
        return ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data", "XDG_STATE_HOME": folder.path + "/state"]
    }

    /// The day of each (film, date) row in the CSV.
    func csvDays(_ text: String) -> [String: Int] {
        var days: [String: Int] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if cells.count > 3, let day = Int(cells[2]) { days[cells[0] + " " + cells[3]] = day }
        }
        return days
    }

    @Test func textSVGHTMLCSVJSONAndMCPGiveTheSameDayNumbers() async throws {
        let environment = home()
        // The text chart's axis, the SVG's axis and the HTML table's column say D-7 for 2023-08-08.
        let text = try await runBoxOffice(DayNumberTests.films, environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains(" D-7 "), "\(text.stdout)")
        let svg = try await runBoxOffice(DayNumberTests.films + ["-f", "svg"], environment: environment)
        #expect(svg.stdout.contains(">D-7</text>") && svg.stdout.contains(">D+1</text>"), "\(svg.stdout.prefix(400))")
        #expect(!svg.stdout.contains(">D-0<") && !svg.stdout.contains(">D+0<"))
        let html = try await runBoxOffice(DayNumberTests.films + ["-f", "html"], environment: environment)
        #expect(html.stdout.contains("<td class=\"number\">D-7</td><td>2023-08-08</td>"))
        #expect(html.stdout.contains("<td class=\"number\">D-1</td><td>2023-08-14</td>"))
        #expect(html.stdout.contains("<td class=\"number\">D+1</td><td>2023-08-15</td>"))

        // The data says the same numbers: -7 for 2023-08-08, -1 for the eve, 1 for the release day, never 0.
        let csv = try await runBoxOffice(DayNumberTests.films + ["-f", "csv"], environment: environment)
        let days = csvDays(csv.stdout)
        #expect(days["20239001 2023-08-08"] == -7, "\(csv.stdout.prefix(300))")
        #expect(days["20239001 2023-08-14"] == -1)
        #expect(days["20239001 2023-08-15"] == 1)
        #expect(days["20239002 2023-08-08"] == -1 && days["20239002 2023-08-09"] == 1)
        #expect(!days.values.contains(0), "no day 0")

        let json = try await runBoxOffice(DayNumberTests.films + ["-f", "json"], environment: environment)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
        let rows = try #require(document["series"] as? [[String: Any]])
        func day(_ film: String, _ date: String) -> Int? {
            rows.first { $0["film"] as? String == film && $0["date"] as? String == date }?["day"] as? Int
        }
        #expect(day("20239001", "2023-08-08") == -7 && day("20239001", "2023-08-14") == -1)
        #expect(day("20239001", "2023-08-15") == 1)
        #expect(!rows.contains { $0["day"] as? Int == 0 })

        // Milestones: "100만 D+8" on the chart is day 8 in the data.
        let milestones = try await runBoxOffice(
            ["milestones", "20239002", "--demo", "-f", "json"], environment: environment)
        let first = try #require(
            ((try JSONSerialization.jsonObject(with: Data(milestones.stdout.utf8)) as? [String: Any])?["milestones"]
                as? [[String: Any]])?.first, "\(milestones.stdout)")
        let one = try await runBoxOffice(["trend", "20239002", "--demo", "-f", "svg"], environment: environment)
        #expect(one.stdout.contains(">100만 D+\(first["day"] as? Int ?? -99)</text>"), "\(first)")

        let session = try MCPSession(["--demo"], environment: environment)
        _ = try await session.initialize()
        let answer = try await session.call("movie_trend", ["movies": ["20239001", "20239002"]])
        let served = try #require(
            (answer["structuredContent"] as? [String: Any])?["series"] as? [[String: Any]], "\(answer)")
        let eve = served.first { $0["film"] as? String == "20239001" && $0["date"] as? String == "2023-08-08" }
        #expect(eve?["day"] as? Int == -7, "MCP: \(String(describing: eve))")
        #expect(!served.contains { $0["day"] as? Int == 0 })
        session.close()
    }
}
