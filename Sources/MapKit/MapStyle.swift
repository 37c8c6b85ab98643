import LayoutDSL

/// How a map draws the world (Apple's documentation of `MapStyle`): the standard map, satellite
/// imagery, or imagery with roads and labels. Without tiles, each is a surface of its own colour
/// with a grid of meridians and parallels (`MapSurface`).
public struct MapStyle: Sendable {
    enum Kind: Sendable { case standard, imagery, hybrid }
    let kind: Kind
    let emphasis: StandardEmphasis

    public static let standard = MapStyle(kind: .standard, emphasis: .automatic)
    public static let imagery = MapStyle(kind: .imagery, emphasis: .automatic)
    public static let hybrid = MapStyle(kind: .hybrid, emphasis: .automatic)

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: .standard, emphasis: emphasis)
    }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(kind: .imagery, emphasis: .automatic) }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: .hybrid, emphasis: .automatic)
    }

    public struct Elevation: Sendable, Equatable {
        let raw: Int
        public static let automatic = Elevation(raw: 0)
        public static let flat = Elevation(raw: 1)
        public static let realistic = Elevation(raw: 2)
    }

    public struct StandardEmphasis: Sendable, Equatable {
        let muted: Bool
        public static let automatic = StandardEmphasis(muted: false)
        public static let muted = StandardEmphasis(muted: true)
    }
}

/// Which points of interest a map shows (Apple's documentation of `PointOfInterestCategories`).
public struct PointOfInterestCategories: Sendable {
    let filter: MKPointOfInterestFilter
    public static let all = PointOfInterestCategories(filter: .includingAll)
    public static func including<C: Sequence>(_ categories: C) -> PointOfInterestCategories where C.Element == MKPointOfInterestCategory {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(including: Array(categories)))
    }
    public static let excludingAll = PointOfInterestCategories(filter: .excludingAll)
    public static func excluding<C: Sequence>(_ categories: C) -> PointOfInterestCategories where C.Element == MKPointOfInterestCategory {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(excluding: Array(categories)))
    }
}

extension MapStyle {
    /// The surface's colours: estimated from Apple Maps' land at rest (light: a warm off-white;
    /// dark: a near-black grey; imagery: a dark green-brown), since there are no tiles to draw.
    func surface(_ scheme: ColorScheme) -> (land: Color, grid: Color) {
        switch (kind, scheme, emphasis.muted) {
        case (.standard, .dark, _):
            (Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255),
             Color(red: 64 / 255, green: 64 / 255, blue: 68 / 255))
        case (.standard, _, true):
            (Color(red: 244 / 255, green: 243 / 255, blue: 240 / 255),
             Color(red: 228 / 255, green: 226 / 255, blue: 221 / 255))
        case (.standard, _, false):
            (Color(red: 249 / 255, green: 245 / 255, blue: 237 / 255),
             Color(red: 226 / 255, green: 220 / 255, blue: 208 / 255))
        case (.imagery, _, _), (.hybrid, _, _):
            (Color(red: 58 / 255, green: 70 / 255, blue: 52 / 255),
             Color(red: 84 / 255, green: 96 / 255, blue: 76 / 255))
        }
    }
}
