import Foundation

/// Reads a daily or weekly ranking's `boxOfficeResult` with ``JSONCursor``, without JSONDecoder's cost (most of a
/// cached year's): nil for any body it does not take, which JSONDecoder then decodes (or refuses) as before.
enum RankingReader {
    static func result(_ data: Data) -> DecodingManager.RawBoxOfficeResult? {
        data.withUnsafeBytes { bytes in try? read(JSONCursor(bytes)) }
    }

    private static func read(_ start: JSONCursor) throws -> DecodingManager.RawBoxOfficeResult? {
        var cursor = start
        var found: DecodingManager.RawBoxOfficeResult?
        var members = try cursor.enterObject()
        while let key = try cursor.nextKey(&members) {
            if key == "boxOfficeResult" {
                found = try cursor.null() ? nil : result(&cursor)
            } else {
                try cursor.skip()
            }
        }
        try cursor.atEnd()
        return found
    }

    private static func result(_ cursor: inout JSONCursor) throws -> DecodingManager.RawBoxOfficeResult {
        var type, range, week: String?
        var daily, weekly: [DecodingManager.RawBoxOfficeItem]?
        var members = try cursor.enterObject()
        while let key = try cursor.nextKey(&members) {
            switch key {
            case "boxofficeType": type = try cursor.text()
            case "showRange": range = try cursor.text()
            case "yearWeekTime": week = try cursor.text()
            case "dailyBoxOfficeList": daily = try items(&cursor)
            case "weeklyBoxOfficeList": weekly = try items(&cursor)
            default: try cursor.skip()
            }
        }
        return DecodingManager.RawBoxOfficeResult(
            boxofficeType: RawText(type), showRange: RawText(range), yearWeekTime: RawText(week),
            dailyBoxOfficeList: daily, weeklyBoxOfficeList: weekly)
    }

    private static func items(_ cursor: inout JSONCursor) throws -> [DecodingManager.RawBoxOfficeItem]? {
        guard try cursor.enterArrayOrNull() else { return nil }
        var items: [DecodingManager.RawBoxOfficeItem] = []
        items.reserveCapacity(10)
        var started = false
        while try cursor.nextElement(&started) { items.append(try item(&cursor)) }
        return items
    }

    private static func item(_ cursor: inout JSONCursor) throws -> DecodingManager.RawBoxOfficeItem {
        var rnum, rank, rankInten, rankOldAndNew, movieCd, movieNm, openDt: String?
        var salesAmt, salesShare, salesInten, salesChange, salesAcc: String?
        var audiCnt, audiInten, audiChange, audiAcc, scrnCnt, showCnt: String?
        var members = try cursor.enterObject()
        while let key = try cursor.nextKey(&members) {
            switch key {
            case "rnum": rnum = try cursor.text()
            case "rank": rank = try cursor.text()
            case "rankInten": rankInten = try cursor.text()
            case "rankOldAndNew": rankOldAndNew = try cursor.text()
            case "movieCd": movieCd = try cursor.text()
            case "movieNm": movieNm = try cursor.text()
            case "openDt": openDt = try cursor.text()
            case "salesAmt": salesAmt = try cursor.text()
            case "salesShare": salesShare = try cursor.text()
            case "salesInten": salesInten = try cursor.text()
            case "salesChange": salesChange = try cursor.text()
            case "salesAcc": salesAcc = try cursor.text()
            case "audiCnt": audiCnt = try cursor.text()
            case "audiInten": audiInten = try cursor.text()
            case "audiChange": audiChange = try cursor.text()
            case "audiAcc": audiAcc = try cursor.text()
            case "scrnCnt": scrnCnt = try cursor.text()
            case "showCnt": showCnt = try cursor.text()
            default: try cursor.skip()
            }
        }
        return DecodingManager.RawBoxOfficeItem(
            rnum: RawText(rnum), rank: RawText(rank), rankInten: RawText(rankInten),
            rankOldAndNew: RawText(rankOldAndNew), movieCd: RawText(movieCd), movieNm: RawText(movieNm),
            openDt: RawText(openDt), salesAmt: RawText(salesAmt), salesShare: RawText(salesShare),
            salesInten: RawText(salesInten), salesChange: RawText(salesChange), salesAcc: RawText(salesAcc),
            audiCnt: RawText(audiCnt), audiInten: RawText(audiInten), audiChange: RawText(audiChange),
            audiAcc: RawText(audiAcc), scrnCnt: RawText(scrnCnt), showCnt: RawText(showCnt))
    }
}
