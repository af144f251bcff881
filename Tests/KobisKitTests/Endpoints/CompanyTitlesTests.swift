import Foundation
import Testing

@testable import KobisKit

/// A company's `filmoNames`: KOBIS joins titles with a bare comma, and titles hold commas of their own.
@Suite("A company's filmography, split where KOBIS joined it")
struct CompanyTitlesTests {
    @Test(arguments: [
        ("광해, 왕이 된 남자,더 문,천박사 퇴마 연구소: 설경의 비밀,귀공자",
            ["광해, 왕이 된 남자", "더 문", "천박사 퇴마 연구소: 설경의 비밀", "귀공자"]),
        ("광해, 왕이 된 남자|더 문", ["광해, 왕이 된 남자", "더 문"]),
        ("#살아있다", ["#살아있다"]),
        ("", []),
        ("하나,", ["하나"]),
        ("오, 브라더스,", ["오, 브라더스"]),
    ])
    func titlesAreSplitOnlyWhereKOBISJoinedThem(_ joined: String, _ titles: [String]) {
        #expect(DecodingManager.companyTitles(joined) == titles)
    }
}
