import Foundation

// KOBIS's wire shapes, exactly as sent. Nothing here leaves the Decoding folder:
// `DecodingManager` turns them into the typed models.

/// A JSON scalar read as text: KOBIS sends numbers as strings, but a number, a bool or null is accepted too.
struct RawText: Decodable {
    let value: String?

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self) {
            value = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            value = String(flag)
        } else {
            throw DecodingError.typeMismatch(String.self, .init(codingPath: decoder.codingPath, debugDescription: "not a scalar"))
        }
    }
}

struct RawFault: Decodable {
    let message: RawText?
    let errorCode: RawText?
}

/// Only the fault roots: read first, so a fault is seen even when the rest of the body is odd.
struct RawFaultProbe: Decodable {
    let faultInfo: RawFault?
    let faultResult: RawFault?
}

struct RawBoxOfficeEnvelope: Decodable {
    let boxOfficeResult: RawBoxOfficeResult?
}

struct RawBoxOfficeResult: Decodable {
    let boxofficeType: RawText?
    let showRange: RawText?
    let yearWeekTime: RawText?
    let dailyBoxOfficeList: [RawBoxOfficeItem]?
    let weeklyBoxOfficeList: [RawBoxOfficeItem]?
}

struct RawBoxOfficeItem: Decodable {
    let rnum, rank, rankInten, rankOldAndNew, movieCd, movieNm, openDt: RawText?
    let salesAmt, salesShare, salesInten, salesChange, salesAcc: RawText?
    let audiCnt, audiInten, audiChange, audiAcc, scrnCnt, showCnt: RawText?
}

struct RawMovieInfoEnvelope: Decodable {
    let movieInfoResult: RawMovieInfoResult?
}

struct RawMovieInfoResult: Decodable {
    let movieInfo: RawMovieInfo?
    let source: RawText?
}

struct RawMovieInfo: Decodable {
    let movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt, prdtStatNm, typeNm: RawText?
    let nations: [RawNation]?
    let genres: [RawGenre]?
    let directors: [RawPerson]?
    let actors: [RawActor]?
    let showTypes: [RawShowType]?
    let companys: [RawCompany]?
    let audits: [RawAudit]?
    let staffs: [RawStaff]?
}

struct RawNation: Decodable { let nationNm: RawText? }
struct RawGenre: Decodable { let genreNm: RawText? }
struct RawPerson: Decodable { let peopleNm, peopleNmEn: RawText? }
struct RawActor: Decodable { let peopleNm, peopleNmEn, cast, castEn: RawText? }
struct RawShowType: Decodable { let showTypeGroupNm, showTypeNm: RawText? }
struct RawCompany: Decodable { let companyCd, companyNm, companyNmEn, companyPartNm: RawText? }
struct RawAudit: Decodable { let auditNo, watchGradeNm: RawText? }
struct RawStaff: Decodable { let peopleNm, peopleNmEn, staffRoleNm: RawText? }
