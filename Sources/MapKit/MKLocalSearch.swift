import CoreLocation
import Foundation

/// A search for places (Apple's documentation of `MKLocalSearch`). Apple's map service is not
/// reached from a render: a search finds nothing and fails with `MKError.placemarkNotFound`, as
/// a search offline does, so a view's empty or error state shows.
open class MKLocalSearch: NSObject {
    public let request: MKLocalSearch.Request
    open private(set) var isSearching = false

    public init(request: MKLocalSearch.Request) { self.request = request; super.init() }
    public init(request: MKLocalPointsOfInterestRequest) { self.request = MKLocalSearch.Request(); super.init() }

    open func start(completionHandler: @escaping @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.placemarkNotFound))
    }

    open func start() async throws -> MKLocalSearch.Response { throw MKError(.placemarkNotFound) }

    open func cancel() {}

    /// What to search for and where.
    open class Request: NSObject {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() { super.init() }
        public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery; super.init() }
        public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.naturalLanguageQuery = naturalLanguageQuery; self.region = region; super.init()
        }
    }

    open class Response: NSObject {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }
}

/// Points of interest around a coordinate (Apple's documentation of `MKLocalPointsOfInterestRequest`).
open class MKLocalPointsOfInterestRequest: NSObject {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate; self.radius = radius; super.init()
    }
}

/// Suggestions as a person types (Apple's documentation of `MKLocalSearchCompleter`): none here.
open class MKLocalSearchCompleter: NSObject {
    open var queryFragment = ""
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    public override init() { super.init() }
    open func cancel() {}

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
    }
}

public protocol MKLocalSearchCompleterDelegate: AnyObject {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// One suggestion (Apple's documentation of `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: NSObject {
    open var title: String { "" }
    open var subtitle: String { "" }
}
