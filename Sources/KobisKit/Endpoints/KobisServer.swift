import Foundation

/// KOBIS's production API base.
public enum KobisServer {
    public static let defaultBaseURL = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!
}
