import LayoutDSL
@testable import MapKit
import Render
import Testing

/// `Map` places its content where the camera's projection puts the coordinates.
struct MapTests {
    private let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))

    /// Within a hundredth of a point: a degree of latitude is a little more than 1/360 of the
    /// Mercator world, so the fitted scale is a little less than 400 points a degree.
    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && a.size == b.size
    }

    private func tree<V: View>(_ view: V) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: 400, height: 400), environment: .rendering(scale: 2)).update()
    }

    /// 400 points show one degree: a marker a quarter degree east stands with its pointer's tip
    /// 100 points right of center; its 30-point circle is above the tip.
    @Test func markerTipStandsOnItsCoordinate() throws {
        let tree = try tree(Map(initialPosition: .region(region)) {
            Marker("East", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0.25))
        })
        let circle = try #require(tree.allNodes.first { $0.type == "Circle" && $0.frame.width == 30 })
        #expect(close(circle.frame, CGRect(x: 285, y: 164, width: 30, height: 30)))
        let title = try #require(tree.allNodes.first { $0.text == "East" })
        #expect(abs(title.frame.midX - 300) < 0.01 && abs(title.frame.minY - 202) < 0.01)
    }

    /// Titles give way as MapKit's adaptive titles do: two markers a few points apart have
    /// overlapping titles, so the second declared shows none (it is placed outside the map), while
    /// a marker far from both keeps its title.
    @Test func crowdedTitlesGiveWay() throws {
        let tree = try tree(Map(initialPosition: .region(region)) {
            Marker("Bakery", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
            Marker("Butcher", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0.02))
            Marker("Harbour", coordinate: CLLocationCoordinate2D(latitude: -0.3, longitude: 0))
        })
        let map = CGRect(x: 0, y: 0, width: 400, height: 400)
        let titles = Dictionary(uniqueKeysWithValues: ["Bakery", "Butcher", "Harbour"].map { name in
            (name, tree.allNodes.first { $0.text == name }?.frame ?? .null)
        })
        #expect(map.contains(titles["Bakery"]!) && map.contains(titles["Harbour"]!))
        #expect(!titles["Butcher"]!.intersects(map))
        // Both markers still stand: two 30-point circles 8 points apart.
        #expect(tree.allNodes.filter { $0.type == "Circle" && $0.frame.width == 30 }.count == 3)
    }

    /// An annotation's anchor stands on its coordinate: the center by default, else the given point.
    @Test func annotationsStandOnTheirAnchor() throws {
        let tree = try tree(Map(initialPosition: .region(region)) {
            Annotation("North", coordinate: CLLocationCoordinate2D(latitude: 0.25, longitude: 0)) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("north")
            }
            Annotation("West", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -0.25), anchor: .bottom) {
                Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("west")
            }
            .annotationTitles(.hidden)
        })
        #expect(close(tree.node(id: "north")?.frame, CGRect(x: 195, y: 95, width: 10, height: 10)))
        #expect(close(tree.node(id: "west")?.frame, CGRect(x: 95, y: 180, width: 10, height: 20)))
        #expect(tree.allNodes.contains { $0.text == "North" } && !tree.allNodes.contains { $0.text == "West" })
    }

    /// iOS 14's API: a region binding and annotation items.
    @Test func legacyAnnotationItems() throws {
        struct Place: Identifiable { let id: Int; let coordinate: CLLocationCoordinate2D }
        let places = [Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: -0.25, longitude: 0))]
        let tree = try tree(Map(coordinateRegion: .constant(region), annotationItems: places) { place in
            MapAnnotation(coordinate: place.coordinate) { Color.green.frame(width: 8, height: 8).accessibilityIdentifier("pin") }
        })
        #expect(close(tree.node(id: "pin")?.frame, CGRect(x: 196, y: 296, width: 8, height: 8)))
    }

    /// Content from loops and conditions, and modifiers that reach every element inside.
    @Test func builtContent() throws {
        let show = true
        @MapContentBuilder var content: some MapContent {
            ForEach(0..<3) { index in
                Marker("\(index)", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: Double(index)))
            }
            .tint(.green)
            if show {
                MapCircle(center: CLLocationCoordinate2D(), radius: 10)
            }
            for index in 0..<2 {
                if index == 0 { MapPolygon(coordinates: []) } else { UserAnnotation() }
            }
        }
        let elements = content.resolvedElements
        #expect(elements.count == 6)
        #expect(elements.prefix(3).allSatisfy { $0.tint == .green } && elements[3].circle?.1 == 10)
    }

    /// The map fills its proposal, draws Apple's attribution and says it has no tiles.
    @Test func fillsItsProposal() throws {
        let tree = try tree(Map(initialPosition: .automatic).accessibilityIdentifier("map"))
        #expect(tree.node(id: "map")?.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(tree.allNodes.contains { $0.text == "Legal" } && tree.allNodes.contains { $0.text == "Maps" })
    }
}
