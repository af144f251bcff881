/// KOBIS's closed vocabularies, with their English names: the words KOBIS sends for a film's status, type,
/// nation, genre, grade and format, a company's part, a person's field or staff role, a region and a sex.
/// Text in English shows the English name; a word the table does not know stays as KOBIS sent it. JSON, CSV and
/// TSV always keep KOBIS's word.
public enum Vocabulary: String, CaseIterable, Sendable {
    /// `prdtStatNm`: 개봉 → Released.
    case status
    /// `typeNm` and the 2201 code list: 장편 → Feature.
    case type
    /// `nationNm`, `repNationNm`, `nationAlt` and the 2204 code list: 한국 → South Korea.
    case nation
    /// `genreNm`, `repGenreNm`, `genreAlt`.
    case genre
    /// `watchGradeNm`: 15세이상관람가 → 15+.
    case grade
    /// `showTypeGroupNm` and `showTypeNm`: 2D 디지털 → 2D Digital.
    case format
    /// `companyPartNm`, `companyPartNames` and the 2601 code list: 배급사 → Distributor.
    case companyPart
    /// A person's field (`repRoleNm`), a filmography part (`moviePartNm`) and a staff role (`staffRoleNm`).
    case role
    /// The 0105000000 code list: 서울시 → Seoul.
    case region
    /// A person's `sex`: 남자 → Male.
    case sex

    /// The word as the language chosen shows it: its English name in English when the table knows it, else the
    /// word as KOBIS sent it.
    public func text(_ word: String, in language: Language = Label.language) -> String {
        guard language == .en else { return word }
        return english(word) ?? word
    }

    /// The English name of KOBIS's word (spaces around it ignored); nil when the table does not know it.
    public func english(_ word: String) -> String? {
        words[word] ?? words[word.trimmingCharacters(in: .whitespaces)]
    }

    /// A film's format as the sheet shows it: the group and the name (`2D 디지털`), each in the language chosen;
    /// in English a name that only qualifies the group goes in brackets (`Film (captions for deaf viewers)`).
    public static func format(group: String, name: String, in language: Language = Label.language) -> String {
        let shown = Vocabulary.format.text(group, in: language)
        guard !name.isEmpty, name != group else { return shown }
        let detail = Vocabulary.format.text(name, in: language)
        return language == .en && detail.first?.isLowercase == true ? "\(shown) (\(detail))" : "\(shown) \(detail)"
    }

    /// A part in a filmography: a person's role, or for a company its part.
    public static func part(_ word: String, in language: Language = Label.language) -> String {
        language == .en ? (role.english(word) ?? companyPart.english(word) ?? word) : word
    }

    /// The vocabulary a code list's names belong to.
    public static func of(_ list: CodeList) -> Vocabulary {
        switch list {
        case .region: return .region
        case .nation: return .nation
        case .type: return .type
        case .companyPart: return .companyPart
        }
    }

    /// Every word of this vocabulary the table knows, with its English name.
    public var words: [String: String] {
        switch self {
        case .status: return Vocabulary.statuses
        case .type: return Vocabulary.types
        case .nation: return Vocabulary.nations
        case .genre: return Vocabulary.genres
        case .grade: return Vocabulary.grades
        case .format: return Vocabulary.formats
        case .companyPart: return Vocabulary.companyParts
        case .role: return Vocabulary.roles
        case .region: return Vocabulary.regions
        case .sex: return ["남자": "Male", "여자": "Female"]
        }
    }

    private static let statuses = [
        "개봉": "Released", "개봉예정": "Upcoming", "개봉준비": "Awaiting release", "제작중": "In production",
        "촬영진행": "Filming", "촬영준비": "Pre-production", "후반작업": "Post-production", "기타": "Other",
    ]

    private static let types = [
        "장편": "Feature", "단편": "Short", "옴니버스": "Omnibus", "온라인전용": "Online only", "기타": "Other",
    ]

    private static let nations = [
        "한국": "South Korea", "북한": "North Korea", "미국": "USA", "영국": "UK", "일본": "Japan", "중국": "China",
        "홍콩": "Hong Kong", "대만": "Taiwan", "인도": "India", "프랑스": "France", "독일": "Germany",
        "캐나다": "Canada", "이탈리아": "Italy", "스페인": "Spain", "러시아": "Russia", "호주": "Australia",
        "뉴질랜드": "New Zealand", "태국": "Thailand", "베트남": "Vietnam", "필리핀": "Philippines",
        "인도네시아": "Indonesia", "말레이시아": "Malaysia", "싱가포르": "Singapore", "몽골": "Mongolia",
        "카자흐스탄": "Kazakhstan", "이란": "Iran", "이스라엘": "Israel", "터키": "Turkey", "벨기에": "Belgium",
        "네덜란드": "Netherlands", "덴마크": "Denmark", "스웨덴": "Sweden", "노르웨이": "Norway", "핀란드": "Finland",
        "아이슬란드": "Iceland", "아일랜드": "Ireland", "스위스": "Switzerland", "오스트리아": "Austria",
        "폴란드": "Poland", "체코": "Czech Republic", "헝가리": "Hungary", "그리스": "Greece", "포르투갈": "Portugal",
        "룩셈부르크": "Luxembourg", "멕시코": "Mexico", "브라질": "Brazil", "아르헨티나": "Argentina", "칠레": "Chile",
        "콜롬비아": "Colombia", "남아프리카공화국": "South Africa", "아시아": "Asia", "북미": "North America",
        "남미": "South America", "유럽": "Europe", "아프리카": "Africa", "오세아니아": "Oceania", "기타": "Other",
    ]

    private static let genres = [
        "드라마": "Drama", "스릴러": "Thriller", "코미디": "Comedy", "멜로/로맨스": "Romance", "범죄": "Crime",
        "액션": "Action", "애니메이션": "Animation", "SF": "SF", "미스터리": "Mystery", "다큐멘터리": "Documentary",
        "사극": "Period drama", "공포(호러)": "Horror", "성인물(에로)": "Adult", "어드벤처": "Adventure",
        "전쟁": "War", "판타지": "Fantasy", "가족": "Family", "뮤지컬": "Musical", "공연": "Performance",
        "서부극(웨스턴)": "Western", "기타": "Other",
    ]

    private static let grades = [
        "전체관람가": "All ages", "12세이상관람가": "12+", "15세이상관람가": "15+", "청소년관람불가": "18+",
        "12세관람가": "12+", "15세관람가": "15+", "18세관람가": "18+", "제한상영가": "Restricted",
        "연소자관람가": "All ages", "연소자관람불가": "Adults only", "미성년자관람불가": "Adults only",
        "중학생이상관람가": "Middle school and up", "고등학생이상관람가": "High school and up",
    ]

    private static let formats = [
        "필름": "Film", "디지털": "Digital", "디지털 가치봄": "Digital (barrier-free)",
        "디지털 영문자막": "Digital (English subtitles)", "디지털 일어자막": "Digital (Japanese subtitles)",
        "디지털 한글자막": "Digital (Korean subtitles)", "디지털 한글자막 CC": "Digital (Korean CC)",
        "디지털 더빙": "Digital (dubbed)", "청각장애인용 자막": "captions for deaf viewers", "더빙": "dubbed",
        "자막": "subtitled", "2D": "2D", "3D": "3D", "4D": "4D", "IMAX": "IMAX", "ScreenX": "ScreenX",
        "DOLBYCINEMA": "Dolby Cinema",
    ]

    private static let companyParts = [
        "배급사": "Distributor", "제작사": "Production", "수입사": "Importer", "제공": "Presented by",
        "공동제공": "Co-presented by", "공동제작": "Co-production", "공동배급": "Co-distributor",
        "해외세일즈사": "Sales agent", "프로덕션 서비스": "Production services", "기타": "Other",
        "상영업": "Exhibitor", "상영관": "Exhibitor", "공동수입": "Co-importer", "기획": "Development",
        "기획사": "Development", "투자": "Investor", "투자사": "Investor", "후반작업": "Post-production",
        "공동제작사": "Co-production", "공동배급사": "Co-distributor", "수입": "Importer", "배급": "Distributor",
        "제작": "Production",
    ]

    private static let regions = [
        "서울시": "Seoul", "경기도": "Gyeonggi", "강원도": "Gangwon", "충청북도": "North Chungcheong",
        "충청남도": "South Chungcheong", "경상북도": "North Gyeongsang", "경상남도": "South Gyeongsang",
        "전라북도": "North Jeolla", "전라남도": "South Jeolla", "제주도": "Jeju", "부산시": "Busan", "대구시": "Daegu",
        "대전시": "Daejeon", "울산시": "Ulsan", "인천시": "Incheon", "광주시": "Gwangju", "세종시": "Sejong",
    ]

    private static let roles = [
        "감독": "Director", "배우": "Actor", "스탭": "Crew", "각본": "Screenplay", "각색": "Adaptation",
        "시나리오(각본)": "Screenplay", "원작": "Original work", "스토리": "Story", "대사": "Dialogue",
        "제작": "Production", "제작자": "Producer", "프로듀서": "Producer", "라인프로듀서": "Line producer",
        "기획": "Planning", "기획진행": "Planning coordinator", "투자": "Investment", "제작관리": "Production management",
        "제작팀": "Production team", "제작회계": "Production accounting", "조감독": "Assistant director",
        "연출팀": "Directing team", "스크립터": "Script supervisor", "촬영": "Cinematography", "촬영팀": "Camera team",
        "촬영장비": "Camera equipment", "카메라오퍼레이터": "Camera operator", "스테디캠": "Steadicam",
        "지미집": "Jimmy Jib", "특수촬영": "Special photography", "그립": "Grip", "조명": "Lighting",
        "조명팀": "Lighting team", "조명장비": "Lighting equipment", "발전차": "Generator truck",
        "케이블맨": "Cable operator", "미술/프로덕션 디자인": "Art/production design", "아트디렉터": "Art director",
        "미술팀": "Art department", "세트": "Set", "세트팀": "Set team", "세트미술팀": "Set art team", "소품": "Props",
        "소품팀": "Props team", "의상": "Costume", "의상디자이너": "Costume designer", "의상팀": "Costume team",
        "특수의상": "Special costumes", "분장": "Makeup", "분장팀": "Makeup team", "분장차": "Makeup truck",
        "특수분장": "Special makeup", "헤어": "Hair", "편집": "Editing", "편집팀": "Editing team",
        "현장편집": "On-set editing", "DI팀": "DI team", "아날로그색보정": "Analog color grading",
        "현상팀": "Film lab", "시각효과": "Visual effects", "VFX 슈퍼바이저": "VFX supervisor",
        "VFX 아티스트": "VFX artist", "VFX 매니지먼트": "VFX management", "특수효과": "Special effects",
        "특수효과팀": "Special effects team", "액션/스턴트": "Action/stunts",
        "액션/스턴트코디네이터": "Stunt coordinator", "액션/스턴트팀": "Stunt team", "특수차량": "Special vehicles",
        "사운드": "Sound", "사운드팀": "Sound team", "사운드디자이너": "Sound designer", "사운드믹싱": "Sound mixing",
        "사운드효과": "Sound effects", "동시녹음": "Production sound", "붐오퍼레이터": "Boom operator",
        "폴리": "Foley", "음악": "Music", "음악진행": "Music coordinator", "음악 믹싱/레코딩": "Music mixing/recording",
        "작사/작곡/편곡": "Lyrics/composition/arrangement", "데이타매니저": "Data manager",
        "로케이션매니저": "Location manager", "캐스팅디렉터": "Casting director", "스틸": "Stills",
        "포스터사진": "Poster photography", "메이킹필름": "Making-of", "스토리보드": "Storyboard",
        "예고편": "Trailer", "광고디자인": "Advertising design", "광고대행": "Advertising agency",
        "홍보/마케팅 진행": "Publicity/marketing", "온라인마케팅": "Online marketing", "배급진행": "Distribution",
        "운송": "Transport", "식당차": "Catering truck", "기타": "Other",
    ]
}
