import CoreLocation
import Foundation

/// Directions between two places (Apple's documentation of `MKDirections`): not reached from a
/// render; every request fails with `MKError.directionsNotFound`.
open class MKDirections: NSObject {
    public init(request: MKDirections.Request) { super.init() }

    open func calculate(completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.directionsNotFound))
    }
    open func calculate() async throws -> MKDirections.Response { throw MKError(.directionsNotFound) }
    open func calculateETA(completionHandler: @escaping @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.directionsNotFound))
    }
    open func cancel() {}
    open var isCalculating: Bool { false }

    open class Request: NSObject {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        public override init() { super.init() }
    }

    open class Response: NSObject {
        open var routes: [MKRoute] { [] }
    }

    open class ETAResponse: NSObject {
        open var expectedTravelTime: TimeInterval { 0 }
        open var distance: CLLocationDistance { 0 }
    }
}

public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = Self(rawValue: 1 << 0)
    public static let walking = Self(rawValue: 1 << 1)
    public static let transit = Self(rawValue: 1 << 2)
    public static let cycling = Self(rawValue: 1 << 3)
    public static let any = Self(rawValue: 0x0FFF_FFFF)
}

/// A route (Apple's documentation of `MKRoute`): its line, length and time.
open class MKRoute: NSObject {
    open var name: String { "" }
    open var distance: CLLocationDistance { 0 }
    open var expectedTravelTime: TimeInterval { 0 }
    open var transportType: MKDirectionsTransportType { .automobile }
    open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
}

/// A line through coordinates (Apple's documentation of `MKPolyline`); `MapPolyline` draws one.
open class MKPolyline: NSObject {
    public let coordinates: [CLLocationCoordinate2D]
    open var pointCount: Int { coordinates.count }

    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
        super.init()
    }

    public init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.coordinates = Array(coordinates.prefix(count))
        super.init()
    }

    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<(range.location + range.length)).enumerated() where coordinates.indices.contains(index) {
            coords[offset] = coordinates[index]
        }
    }
}
