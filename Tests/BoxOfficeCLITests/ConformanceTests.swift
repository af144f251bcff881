import Foundation
import Testing
@testable import BoxOfficeCLI
@testable import KobisKit

/// Real bodies that KOBIS sent (../shared/kobis/fixtures, present in CI): each decodes, and renders in
/// every layout at widths 60, 80 and 120 without a line wider than the terminal. Skipped when absent.
@Suite("Conformance with recorded KOBIS bodies")
struct ConformanceTests {
    static let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.shared.path).sorted()) ?? []
    static var available: Bool { !names.isEmpty }

    @Test(.enabled(if: available, "../shared/kobis/fixtures is absent"), arguments: names.filter { $0.hasPrefix("daily_") })
    func dailyBodiesDecodeAndRender(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let digits = name.dropFirst(6).prefix(8)
        let date = try #require(KobisDate(String(digits)))
        let box = try DecodingManager().dailyBoxOffice(from: data, date: date)
        #expect(!box.entries.isEmpty)
        #expect(box.range?.lowerBound == date)
        for entry in box.entries {
            #expect(entry.title == entry.title.trimmingCharacters(in: .whitespaces))
            #expect(entry.audience != nil && entry.audienceTotal != nil)
        }
        for width in [60, 80, 120] {
            let renderer = DailyRenderer(boxOffice: box, details: nil, width: width, style: Style(enabled: true))
            for lines in [renderer.list(), renderer.grid()] {
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width)")
            }
        }
        let json = Daily.document(box, details: nil, source: "kobis").serialized()
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    @Test(.enabled(if: available, "../shared/kobis/fixtures is absent"), arguments: names.filter { $0.hasPrefix("movieinfo_") })
    func movieBodiesDecodeAndRender(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let movie = try DecodingManager().movieDetail(from: data, requestedCode: "20000000")
        #expect(!movie.title.isEmpty && !movie.directors.isEmpty)
        for audit in movie.watchGrades { #expect(audit.auditNumber?.hasSuffix(" ") != true) }
        for width in [60, 80, 120] {
            let renderer = MovieRenderer(movie: movie, width: width, style: Style(enabled: true))
            for lines in [renderer.list(), renderer.grid()] {
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width)")
            }
        }
    }

    @Test(.enabled(if: available, "../shared/kobis/fixtures is absent"), arguments: names.filter { $0.hasPrefix("fault_") })
    func faultBodiesBecomeTypedErrors(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let code = String(name.dropFirst(6).prefix(6))
        do {
            _ = try DecodingManager().dailyBoxOffice(from: data, date: KobisDate(year: 2024, month: 1, day: 1)!)
            Issue.record("\(name) decoded")
        } catch let error as KobisError {
            switch error {
            case .invalidKey: #expect(code == "320010")
            case .quotaExceeded: #expect(code == "320011")
            case .fault(let faultCode, _): #expect(faultCode == code)
            default: Issue.record("\(name): \(error)")
            }
        }
    }
}
