import CoreLocation
import Foundation
import LayoutDSL

/// The map's ground: the style's land colour and a grid of meridians and parallels at a round
/// step for the region shown (1, 2 or 5 × a power of ten degrees, about four to ten lines
/// across), so that what is drawn over it reads as placed on a map. No tiles, roads, water or
/// labels: those are Apple's map data.
nonisolated struct MapSurface: View {
    let projection: MapProjection
    let style: MapStyle
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let colors = style.surface(colorScheme)
        let projection = projection
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colors.land))
            context.stroke(Self.grid(projection, size: size), with: .color(colors.grid), lineWidth: 1)
        }
    }

    static func grid(_ projection: MapProjection, size: CGSize) -> Path {
        let northWest = projection.coordinate(at: .zero)
        let southEast = projection.coordinate(at: CGPoint(x: size.width, y: size.height))
        var west = northWest.longitude, east = southEast.longitude
        if east <= west { east += 360 }
        let step = roundStep((east - west) / 6)
        var path = Path()
        var longitude = (west / step).rounded(.up) * step
        while longitude <= east, step > 0 {
            let x = projection.point(CLLocationCoordinate2D(latitude: 0, longitude: longitude)).x
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x, y: size.height))
            longitude += step
        }
        let south = southEast.latitude, north = northWest.latitude
        let latitudeStep = roundStep((north - south) / 6)
        var latitude = (south / latitudeStep).rounded(.up) * latitudeStep
        while latitude <= north, latitudeStep > 0 {
            let y = projection.point(CLLocationCoordinate2D(latitude: latitude, longitude: projection.coordinate(at: .zero).longitude)).y
            path.move(to: CGPoint(x: 0, y: y))
            path.addLine(to: CGPoint(x: size.width, y: y))
            latitude += latitudeStep
        }
        return path
    }

    /// The round step (1, 2 or 5 × 10ⁿ) nearest above `rough`.
    static func roundStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 0 }
        let power = pow(10, (log10(rough)).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
    }
}
