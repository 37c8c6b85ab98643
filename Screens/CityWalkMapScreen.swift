import SwiftUI
import MapKit

struct WalkStop: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct CityWalkMapScreen: View {
    @State private var position: MapCameraPosition = .automatic
    let stops = [
        WalkStop(name: "Ferry Building", coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)),
        WalkStop(name: "Coit Tower", coordinate: CLLocationCoordinate2D(latitude: 37.8024, longitude: -122.4058)),
        WalkStop(name: "Lombard St", coordinate: CLLocationCoordinate2D(latitude: 37.8021, longitude: -122.4187)),
    ]
    var body: some View {
        Map(position: $position) {
            ForEach(stops) { stop in
                Marker(stop.name, systemImage: "figure.walk", coordinate: stop.coordinate)
                    .tint(.orange)
            }
            Annotation("Start", coordinate: CLLocationCoordinate2D(latitude: 37.7946, longitude: -122.3999)) {
                Circle().fill(.blue).frame(width: 16, height: 16).overlay(Circle().stroke(.white, lineWidth: 3))
            }
            MapPolyline(coordinates: stops.map(\.coordinate))
                .stroke(.blue, lineWidth: 4)
            MapCircle(center: stops[1].coordinate, radius: 150)
                .foregroundStyle(.orange.opacity(0.2))
        }
        .mapControls {
            MapUserLocationButton()
            MapPitchToggle()
        }
        .safeAreaInset(edge: .bottom) {
            Text("3 stops · 2.1 km").font(.headline).padding().frame(maxWidth: .infinity).background(.regularMaterial)
        }
    }
}

#Preview("City walk") { CityWalkMapScreen() }
