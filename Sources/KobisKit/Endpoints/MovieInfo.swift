import Foundation

// MARK: - The endpoint

extension Endpoint where Model == MovieDetail {
    /// `searchMovieInfo`: one film's detail. An empty record is ``KobisError/notFound(kind:code:in:)``.
    public static func movieInfo(code: String) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "movie", path: "movie/searchMovieInfo.json",
                parameters: [.init("movieCd", code)]),
            freshness: .lifetime(7 * 86400)
        ) { data in
            try DecodingManager().movieDetail(from: data, requestedCode: code)
        }
    }
}

// MARK: - Wire shapes and decoding

extension DecodingManager {
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
}

extension DecodingManager {
    /// A record that says nothing but perhaps the code asked for: KOBIS's answer for an unknown code.
    private func isEmptyRecord(_ info: RawMovieInfo) -> Bool {
        let texts = [info.movieNm, info.movieNmEn, info.movieNmOg, info.showTm, info.prdtYear, info.openDt]
        let lists = [
            info.nations?.count, info.genres?.count, info.directors?.count, info.actors?.count,
            info.companys?.count, info.audits?.count, info.staffs?.count,
        ]
        return texts.allSatisfy { text($0) == nil } && lists.allSatisfy { ($0 ?? 0) == 0 }
    }

    /// Decodes a `searchMovieInfo` answer. `requestedCode` stands in when KOBIS leaves `movieCd` empty.
    /// An empty record (what KOBIS sends for an unknown code) is `notFound`.
    public func movieDetail(from data: Data, requestedCode: String) throws -> MovieDetail {
        let result = try envelope(RawMovieInfoEnvelope.self, from: data, rootName: "movieInfoResult") {
            $0.movieInfoResult
        }
        guard let info = result.movieInfo, !isEmptyRecord(info) else {
            throw KobisError.notFound(kind: .movie, code: requestedCode)
        }
        let code = text(info.movieCd) ?? requestedCode
        return MovieDetail(
            code: code,
            title: text(info.movieNm) ?? "",
            titleEnglish: text(info.movieNmEn),
            titleOriginal: text(info.movieNmOg),
            productionYear: try integer(info.prdtYear, "prdtYear", in: 0...9999),
            openDate: try date(info.openDt, "openDt"),
            runningTimeMinutes: try integer(info.showTm, "showTm", in: 0...100_000),
            status: text(info.prdtStatNm),
            type: text(info.typeNm),
            nations: (info.nations ?? []).compactMap { text($0.nationNm) },
            genres: (info.genres ?? []).compactMap { text($0.genreNm) },
            directors: (info.directors ?? []).compactMap { person($0.peopleNm, $0.peopleNmEn) },
            actors: (info.actors ?? []).compactMap { actor in
                person(actor.peopleNm, actor.peopleNmEn).map {
                    CastMember(person: $0, role: text(actor.cast), roleEnglish: text(actor.castEn))
                }
            },
            showTypes: (info.showTypes ?? []).compactMap { show in
                let group = text(show.showTypeGroupNm)
                let name = text(show.showTypeNm)
                guard group != nil || name != nil else { return nil }
                return ShowType(group: group ?? "", name: name ?? "")
            },
            watchGrades: (info.audits ?? []).compactMap { audit in
                text(audit.watchGradeNm).map { WatchGrade(auditNumber: text(audit.auditNo), grade: $0) }
            },
            companies: (info.companys ?? []).compactMap { company in
                text(company.companyNm).map {
                    CompanyCredit(
                        code: text(company.companyCd), name: $0, nameEnglish: text(company.companyNmEn),
                        role: text(company.companyPartNm))
                }
            },
            staff: (info.staffs ?? []).compactMap { staff in
                person(staff.peopleNm, staff.peopleNmEn).map { StaffCredit(person: $0, role: text(staff.staffRoleNm)) }
            })
    }
}
