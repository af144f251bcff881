/// A word a front-end shows: a column, a sheet line, a heading or a unit, in every language boxoffice speaks.
/// Every label lives in this one table, and KOBIS's own words in ``Vocabulary``: a language is added in these two.
public struct Label: Sendable, Hashable {
    public let ko: String
    public let en: String

    public init(ko: String, en: String) {
        self.ko = ko
        self.en = en
    }

    /// The language labels are shown in, bound for a task and its children by the front-end that renders
    /// (`Label.$language.withValue(.en) { … }`): `--lang`, `BOXOFFICE_LANG` or `Lang` in Config.plist for a
    /// command, the call's `lang` for an MCP tool. Korean when nothing binds it.
    @TaskLocal public static var language = Language.ko

    /// The text in the language chosen.
    public var text: String { Label.language == .en ? en : ko }

    public static let rank = Label(ko: "#", en: "#")
    public static let change = Label(ko: "변동", en: "Change")
    public static let code = Label(ko: "코드", en: "Code")
    public static let title = Label(ko: "제목", en: "Title")
    public static let opened = Label(ko: "개봉일", en: "Opened")
    public static let audience = Label(ko: "관객", en: "Audience")
    public static let total = Label(ko: "누적", en: "Total")
    public static let produced = Label(ko: "제작", en: "Made")
    public static let type = Label(ko: "유형", en: "Type")
    public static let nation = Label(ko: "국가", en: "Nation")
    public static let director = Label(ko: "감독", en: "Director")
    public static let daysLeft = Label(ko: "D-day", en: "D-day")
    public static let name = Label(ko: "이름", en: "Name")
    public static let english = Label(ko: "영문", en: "English")
    public static let part = Label(ko: "분야", en: "Field")
    public static let filmography = Label(ko: "필모그래피", en: "Filmography")
    public static let company = Label(ko: "회사", en: "Company")
    public static let ceo = Label(ko: "대표", en: "CEO")
    public static let role = Label(ko: "역할", en: "Role")
    public static let number = Label(ko: "번호", en: "No.")
    public static let stars = Label(ko: "별점", en: "Stars")
    public static let note = Label(ko: "노트", en: "Note")
    public static let written = Label(ko: "작성", en: "Written")
    public static let date = Label(ko: "날짜", en: "Date")
    public static let rankWord = Label(ko: "순위", en: "Rank")
    public static let personCode = Label(ko: "인물 코드", en: "Person code")
    public static let englishName = Label(ko: "영문 이름", en: "English name")
    public static let sex = Label(ko: "성별", en: "Sex")
    public static let homepage = Label(ko: "홈페이지", en: "Homepage")
    public static let companyCode = Label(ko: "회사 코드", en: "Company code")
    public static let field = Label(ko: "항목", en: "Field")
    public static let content = Label(ko: "내용", en: "Value")
    public static let audienceCount = Label(ko: "관객수", en: "Audience")
    public static let salesAmount = Label(ko: "매출액", en: "Sales")
    public static let screenCount = Label(ko: "스크린수", en: "Screens")
    public static let showCount = Label(ko: "상영횟수", en: "Shows")
    public static let cumulative = Label(ko: "누적", en: "Total")
    public static let korean = Label(ko: "한국영화", en: "Korean films")
    public static let foreign = Label(ko: "외국영화", en: "Foreign films")
    public static let diversity = Label(ko: "다양성영화", en: "Diversity films")
    public static let commercial = Label(ko: "상업영화", en: "Commercial films")
    public static let top = Label(ko: "상위", en: "Top")
    public static let noRanking = Label(ko: "(순위 없음)", en: "(no ranking)")
    public static let noPoster = Label(ko: "포스터 없음", en: "no poster")
    public static let movieSearch = Label(ko: "영화 검색", en: "Film search")
    public static let peopleSearch = Label(ko: "인물 검색", en: "People search")
    public static let companySearch = Label(ko: "회사 검색", en: "Company search")
    public static let upcoming = Label(ko: "개봉 예정", en: "Upcoming")
    public static let notes = Label(ko: "내 노트", en: "My notes")
    public static let all = Label(ko: "전체", en: "all")
    public static let englishTitle = Label(ko: "영문 제목", en: "English title")
    public static let originalTitle = Label(ko: "원제", en: "Original title")
    public static let movieCode = Label(ko: "영화 코드", en: "Film code")
    public static let productionYear = Label(ko: "제작연도", en: "Year")
    public static let runningTime = Label(ko: "상영시간", en: "Running time")
    public static let status = Label(ko: "제작상태", en: "Status")
    public static let genre = Label(ko: "장르", en: "Genres")
    public static let cast = Label(ko: "출연", en: "Cast")
    public static let showType = Label(ko: "상영형태", en: "Formats")
    public static let grade = Label(ko: "관람등급", en: "Rating")
    public static let poster = Label(ko: "포스터", en: "Poster")
    /// After an actor's role: `(왕 역)`.
    public static let asRole = Label(ko: "역", en: "as")
    /// N more people.
    public static let andMore = Label(ko: "외 N명", en: "and N more")

    public static let noDetail = Label(ko: "상세 정보 없음", en: "no details")
    public static let noData = Label(ko: "(자료 없음)", en: "(no data)")
    public static let openedOn = Label(ko: "개봉 {0}", en: "opened {0}")
    public static let rankOf = Label(ko: "{0}위", en: "#{0}")
    public static let minutesOf = Label(ko: "{0}분", en: "{0} min")
    public static let filmsOf = Label(ko: "{0}편", en: "{0} films")
    public static let itemsOf = Label(ko: "{0}개", en: "{0}")
    public static let peopleOf = Label(ko: "{0}명", en: "{0}")
    public static let averageStars = Label(ko: "평균 ★{0}", en: "average ★{0}")
    public static let pageOf = Label(ko: "총 {0}건 · {1}/{2}쪽", en: "{0} in all · page {1} of {2}")
    public static let totalOf = Label(ko: "총 {0}건", en: "{0} in all")
    public static let weekOf = Label(ko: "{0}년 {1}주차", en: "week {1} of {0}")
    public static let regionCodes = Label(ko: "지역 코드", en: "Region codes")
    public static let nationCodes = Label(ko: "국적 코드", en: "Nation codes")
    public static let typeCodes = Label(ko: "영화유형 코드", en: "Film type codes")
    public static let companyPartCodes = Label(ko: "회사분류 코드", en: "Company part codes")
    public static let trendAudience = Label(ko: "합계 관객 {0}명", en: "{0} admissions in all")
    public static let trendPeak = Label(ko: "최고 {0} {1}", en: "peak {0}: {1}")
    public static let trendDays = Label(ko: "상위 10위 {0}일 / {1}일", en: "in the top 10 on {0} of {1} days")
    public static let trendLastTotal = Label(ko: "마지막 집계일({0}) 누적 {1}명", en: "total on the last counted day ({0}): {1}")
    public static let trendGap = Label(
        ko: "10위 밖: KOBIS는 하루 상위 10편만 집계합니다", en: "out of the top 10: KOBIS counts only each day's top 10")
    public static let trendColumn = Label(ko: "한 칸 = {0}일(가장 높은 값)", en: "one column = {0} days (the highest)")
    // Milestones, a period's top films and films side by side.
    public static let milestone = Label(ko: "기록", en: "Milestone")
    public static let milestones = Label(ko: "관객 기록", en: "Milestones")
    /// 100만, 1,000만: a threshold in 만 (ten thousands); `{1}` is in millions.
    public static let tenThousandsOf = Label(ko: "{0}만", en: "{1} million")
    public static let sinceRelease = Label(ko: "개봉 후", en: "Day")
    /// D+N, the release day being D+1.
    public static let dayAfter = Label(ko: "D+{0}", en: "day {0}")
    /// A day before the release: D-1 is the day before.
    public static let dayBefore = Label(ko: "D-{0}", en: "{0} days before release")
    public static let outOfTopTenMark = Label(ko: "*", en: "*")
    public static let outOfTopTenNote = Label(
        ko: "* 10위 밖이던 날에 넘어, 다음 집계일에 적었습니다",
        en: "* crossed on a day out of the top 10: dated on the next ranked day")
    public static let noMilestone = Label(ko: "(아직 100만 명 전)", en: "(not yet 1 million)")
    public static let noMilestoneInWindow = Label(
        ko: "(이 기간에 넘은 기록 없음: 그 전의 기록은 이 기간 밖)",
        en: "(no milestone passed in this window: earlier ones fall before it)")
    public static let milestoneLine = Label(ko: "{0} 돌파 {1} ({2}) 누적 {3}명", en: "passed {0} on {1} ({2}): {3}")
    public static let topOf = Label(ko: "박스오피스 상위 {0}", en: "Top {0} at the box office")
    public static let yearOf = Label(ko: "{0}년", en: "{0}")
    public static let monthOf = Label(ko: "{0}년 {1}월", en: "{1} {0}")
    /// Month names for English headings, January first.
    public static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    public static let weeklyBasis = Label(ko: "{0} 순위 기준", en: "from the {0} rankings")
    public static let weekKinds = [
        Label(ko: "주간", en: "week"), Label(ko: "주말", en: "weekend"), Label(ko: "주중", en: "weekdays"),
    ]
    public static let topCountedDays = Label(
        ko: "일별 상위 10위에 든 날의 관객만 셉니다 (10위 밖의 날은 빠짐)",
        en: "only days in the daily top 10 are counted (days outside it are not)")
    public static let topCountedWeeks = Label(
        ko: "주별 상위 10위에 든 기간의 관객만 셉니다 (10위 밖의 기간은 빠짐)",
        en: "only periods in the weekly top 10 are counted (periods outside it are not)")
    public static let topDays = Label(ko: "일수", en: "Days")
    public static let topWeeks = Label(ko: "주수", en: "Weeks")
    public static let bestRank = Label(ko: "최고", en: "Best")
    public static let bestRankOn = Label(ko: "최고 첫날", en: "Best on")
    public static let sales = Label(ko: "매출액", en: "Sales")
    public static let compared = Label(ko: "나란히 보기", en: "Side by side")
    public static let byRelease = Label(ko: "개봉일 기준 (D+1 = 개봉일)", en: "by day since release (D+1 = release day)")
    public static let byDate = Label(ko: "날짜 기준", en: "by date")
    public static let overlapMark = Label(ko: "여러 편이 겹친 점", en: "films on the same point")
    public static let film = Label(ko: "영화", en: "Film")

    /// Korean number units on a chart's axis: 만 (10,000) and 억 (100,000,000); English axes count in K and M.
    public static let tenThousand = Label(ko: "만", en: "0K")
    public static let hundredMillion = Label(ko: "억", en: "00M")

    public static let kobisSource = Label(
        ko: "자료: 영화진흥위원회 영화관입장권통합전산망 (KOBIS)",
        en: "Source: Korean Film Council (KOBIS)")
    public static let sampleNotice = Label(
        ko: "boxoffice에 들어 있는 예시 자료이며, 실제 KOBIS 수치가 아닙니다",
        en: "The sample bundled with boxoffice, not live KOBIS figures")
    public static let fetchedAt = Label(ko: "가져온 시각 {0}", en: "fetched {0}")

    public static let numberOnes = Label(ko: "날마다 1위", en: "Number one, day by day")
    public static let periodTopFive = Label(ko: "기간 상위 5편, 날마다", en: "The period's top 5, day by day")
    public static let audienceSum = Label(ko: "기간 관객 {0}명", en: "{0} admissions in the period")
    public static let gapShort = Label(ko: "빈 곳: 10위 밖", en: "gaps: out of the top 10")

    public static let dailyBoxOffice = Label(ko: "일별 박스오피스", en: "Daily box office")
    public static let weeklyBoxOffice = Label(ko: "주간 박스오피스", en: "Weekly box office")
    public static let weekendBoxOffice = Label(ko: "주말 박스오피스", en: "Weekend box office")
    public static let weekdaysBoxOffice = Label(ko: "주중 박스오피스", en: "Weekday box office")
    public static let koreanTitle = Label(ko: "한국어 제목", en: "Korean title")
    public static let koreanName = Label(ko: "한국어 이름", en: "Korean name")

    public static let allTime = Label(ko: "역대 {0}", en: "{0}, all time")
    public static let recordOpening = Label(ko: "역대 개봉일 관객", en: "Biggest opening days")
    public static let recordFastest = Label(ko: "{0} 최단 돌파", en: "Fastest to {0}")
    public static let recordNumberOne = Label(ko: "최장 연속 1위", en: "Longest runs at number one")
    public static let recordSingleDay = Label(ko: "역대 하루 관객", en: "Biggest single days")
    public static let recordTopTen = Label(ko: "상위 10위 최다 일수", en: "Most days in the top 10")
    public static let recordHeld = Label(ko: "보관된 {0}일 중", en: "from the {0} days held")
    public static let recordDayRank = Label(ko: "그날 순위", en: "Rank")
    public static let recordPassed = Label(ko: "돌파일", en: "Passed")
    public static let recordFirst = Label(ko: "첫날", en: "First")
    public static let recordLast = Label(ko: "끝날", en: "Last")

    // A run in numbers (RunFigures): the block's heading, each figure, why one is absent, and the units it uses.
    public static let runFigures = Label(ko: "흥행 지표", en: "The run in numbers")
    public static let runOpeningDay = Label(ko: "개봉일", en: "Opening day")
    public static let runOpeningWeekend = Label(ko: "개봉 주말", en: "Opening weekend")
    public static let runFirstSevenDays = Label(ko: "첫 7일", en: "First 7 days")
    public static let runSecondWeekDrop = Label(ko: "2주차 하락", en: "Week 2 drop")
    public static let runTotalOn = Label(ko: "D+{0} 누적", en: "Total, day {0}")
    public static let runTotalOverWeekend = Label(ko: "누적/개봉 주말", en: "Total/opening weekend")
    public static let runDay49OverDay14 = Label(ko: "D+49/D+14", en: "Day 49/day 14")
    public static let runPeakDay = Label(ko: "최고일", en: "Peak day")
    public static let runPerShow = Label(ko: "최고일 회당", en: "Per show at peak")
    public static let runPerScreen = Label(ko: "최고일 스크린당", en: "Per screen at peak")
    public static let runTicketPrice = Label(ko: "평균 관람료", en: "Average ticket")
    public static let runTimes = Label(ko: "{0}배", en: "{0}×")
    public static let runPeople = Label(ko: "{0}명", en: "{0}")
    public static let runNoReleaseDate = Label(ko: "개봉일 없음", en: "no release date")
    public static let runOutsideWindow = Label(ko: "기간 밖", en: "outside the days read")
    public static let runOutOfTopTen = Label(ko: "10위 밖", en: "out of the top 10")
    public static let runNoFigure = Label(ko: "집계 없음", en: "not given")
    // A forecast drawn past a run's last day.
    public static let forecastLegend = Label(
        ko: "예측: {0}% 구간과 예상 (KOBIS 집계 아님)", en: "Forecast: {0}% interval and expected (not KOBIS figures)")
    public static let forecastMark = Label(ko: "{0} {1} 예상", en: "{0} {1} expected")
    public static let forecastSentence = Label(
        ko: "예측: {0}까지 누적 {1}명 예상({2}~{3}명, {4}% 구간)", en: "Forecast: {1} by {0} ({2} to {3}, {4}% interval)")

    // `boxoffice forecast`: a forecast, never KOBIS's figures.
    public static let forecastHeading = Label(
        ko: "예측 (KOBIS 집계 아님): {0} · {1} 기준 (D+{2})", en: "FORECAST, not KOBIS's figures: {0} as of {1} (D+{2})")
    public static let forecastRestsOn = Label(
        ko: "이 영화의 {0}일치 집계와 보관소에 있는 끝난 상영 {1}편에서 배운 예측입니다.",
        en: "It rests on the film's {0} days and {1} finished runs in the archive.")
    public static let forecastRestsOnPrior = Label(
        ko: "이 영화의 {0}일치 집계와 사전 가정을 바탕으로 한 예측입니다 (참고할 상영 종료작이 아직 없습니다).",
        en: "It rests on the film's {0} days and the prior (no finished run to learn from).")
    public static let forecastEnded = Label(
        ko: "{0}: {1}에는 상영이 끝났습니다 (D+{2} 이후 10위 밖). 예측이 아닌 최종 집계",
        en: "{0}: the run had ended by {1} (out of the top 10 since D+{2}); its final figures, not a forecast")
    public static let forecastOutOfList = Label(
        ko: "D+{0} 이후 10위 밖이고 10위 관객 수에도 못 미쳐, 목록에 더 잡히지 않을 것으로 보고 지금까지 관객을 최종으로 봅니다.",
        en: "Out of the top 10 since D+{0} and under its cut line: it is taken as gone from the list, which will "
            + "see no more of its tickets.")
    public static let forecastSoFar = Label(ko: "지금까지 관객", en: "audience so far")
    public static let forecastFinal = Label(ko: "최종 관객", en: "final audience")
    public static let forecastPeople = Label(ko: "{0}명", en: "{0}")
    public static let forecastFinalRange = Label(
        ko: "{0}명 예상 · 80% 구간 {1}~{2}명", en: "{0} expected; 80% interval {1} to {2}")
    public static let forecastAhead = Label(ko: "남은 돌파", en: "milestones ahead")
    public static let forecastExpected = Label(ko: "예상일", en: "expected")
    public static let forecastInterval = Label(ko: "80% 구간", en: "80% interval")
    public static let forecastBetween = Label(ko: "{0} ~ {1}", en: "{0} to {1}")
    public static let forecastNotExpected = Label(ko: "넘기 어려움", en: "not expected")
    public static let forecastNever = Label(ko: "못 넘을 수도", en: "maybe never")
    public static let forecastBacktestLine = Label(
        ko: "D+{0} 백테스트: 최종 관객과 평균 {1} 차이 (중앙값 {2}), 80% 구간 적중 {3} ({4}편)",
        en: "backtest at D+{0}: the forecast missed the final total by {1} on average (median {2}); the 80% interval "
            + "held {3} of {4} runs")
    public static let forecastNoBacktestLine = Label(
        ko: "D+{0} 백테스트: 이 영화와 닮은 끝난 상영이 아직 채점되지 않았습니다",
        en: "backtest at D+{0}: no finished run like it has been scored yet")
    public static let backtestHeading = Label(
        ko: "예측 백테스트 · 보관소 {0} ~ {1}: 끝난 상영 {2}편, 대상 {3}편 (개봉 첫 주 매일 10위 안)",
        en: "BACKTEST of the forecast on the archive {0} to {1}: {2} finished runs, {3} in the target group (in the "
            + "top 10 every day of their first week)")
    public static let backtestGroup = Label(ko: "구분", en: "group")
    public static let backtestAsOf = Label(ko: "기준", en: "as of")
    public static let backtestRuns = Label(ko: "편수", en: "runs")
    public static let backtestMedian = Label(ko: "오차 중앙값", en: "median APE")
    public static let backtestHeld = Label(ko: "80% 구간 적중", en: "80% interval held")
    public static let backtestTarget = Label(ko: "대상 영화", en: "target")
    public static let backtestAll = Label(ko: "전체", en: "all")
    public static let frontLoadedRun = Label(ko: "초반 집중형", en: "front-loaded")
    public static let steadyRun = Label(ko: "보통형", en: "steady")
    public static let sleeperRun = Label(ko: "입소문형", en: "sleeper")
    public static let smallRun = Label(ko: "100만 미만", en: "under 1 million")
    public static let mediumRun = Label(ko: "100만~500만", en: "1 to 5 million")
    public static let largeRun = Label(ko: "500만 이상", en: "5 million and more")
    public static let backtestForecast = Label(ko: "예측", en: "forecast")
    public static let backtestLow = Label(ko: "구간 하한", en: "low")
    public static let backtestHigh = Label(ko: "구간 상한", en: "high")
    public static let backtestFinal = Label(ko: "최종", en: "final")
    public static let backtestError = Label(ko: "오차 %", en: "error %")
    public static let backtestHorizon = Label(ko: "시점", en: "horizon")
    public static let backtestReleased = Label(
        ko: "{0} ~ {1} 개봉 영화만 채점", en: "scoring the runs released from {0} to {1}")

    // The archive's empty days and its last sync (`archive status`, and the note of an answer that spans them).
    public static let emptyDaysHeld = Label(
        ko: "보관된 날 중 영화가 없는 날 {0}일", en: "{0} held days have no films")
    public static let emptyDayHeld = Label(ko: "보관된 날 중 영화가 없는 날 1일", en: "1 held day has no films")
    public static let emptyDaysSuspect = Label(
        ko: "의심: {0} ~ {1} ({2}일 연속 영화 없음), 다시 받기: {3}",
        en: "suspect: {0} to {1} ({2} days in a row without films); fetch them again: {3}")
    public static let emptyDaysNote = Label(
        ko: "이 답이 읽은 날 중 {0}일은 영화가 없는 날입니다 ({1} ~ {2}): `boxoffice archive status` 참고",
        en: "{0} of the days this answer read have no films ({1} to {2}): see `boxoffice archive status`")
    public static let syncInterrupted = Label(
        ko: "마지막 동기화가 중단됨 ({0} 시작): `boxoffice sync`로 이어서 받기",
        en: "last sync interrupted (started {0}): `boxoffice sync` goes on where it stopped")
    public static let syncRunning = Label(ko: "동기화 중 ({0} 시작)", en: "a sync is running (started {0})")
    public static let syncSince = Label(
        ko: "동기화 시작일: {0} (`sync {1}`로 바꿈)", en: "syncs keep from {0} on (`sync {1}` changes it)")

    /// The text with `{0}`, `{1}` … filled in.
    public func callAsFunction(_ values: CustomStringConvertible...) -> String {
        var out = text
        for (index, value) in values.enumerated() {
            out = out.replacingOccurrences(of: "{\(index)}", with: value.description)
        }
        return out
    }

    /// Sunday first, as ``KobisDate/weekday`` counts.
    public static let weekdays = [
        ("일", "Sun"), ("월", "Mon"), ("화", "Tue"), ("수", "Wed"), ("목", "Thu"), ("금", "Fri"),
        ("토", "Sat"),
    ].map { Label(ko: $0.0, en: $0.1) }
}

/// The unit a number is counted in.
public struct Unit: Sendable, Hashable {
    public let label: Label
    /// The JSON Schema's word for it.
    public let name: String

    public static let people = Unit(label: Label(ko: "명", en: "admissions"), name: "people")
    public static let won = Unit(label: Label(ko: "원", en: "KRW"), name: "KRW")
    public static let screens = Unit(label: Label(ko: "개", en: "screens"), name: "screens")
    public static let shows = Unit(label: Label(ko: "회", en: "shows"), name: "shows")
    public static let rank = Unit(label: Label(ko: "위", en: ""), name: "rank")
    public static let minutes = Unit(label: Label(ko: "분", en: "min"), name: "minutes")
    public static let days = Unit(label: Label(ko: "일", en: "days"), name: "days")
    public static let percent = Unit(label: Label(ko: "%", en: "%"), name: "percent")

    /// A number with this unit, as the language writes it: `35,717명`, `35,717 admissions`, `#3`.
    public func attach(_ number: String) -> String {
        let unit = label.text
        guard !unit.isEmpty else { return number }
        return Label.language == .en && unit != "%" ? "\(number) \(unit)" : number + unit
    }
}
