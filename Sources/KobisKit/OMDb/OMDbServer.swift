import Foundation

/// OMDb's production endpoint.
public enum OMDbServer {
    public static let defaultBaseURL = URL(string: "https://www.omdbapi.com/")!
}
