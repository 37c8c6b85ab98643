import MapKit
import SwiftUI

/// Every trip on a map: a marker at each destination, tinted for the trips still ahead, with
/// a line home from the selected one and a card for it at the bottom.
struct TripMap: View {
    let trips: [Trip]
    @State private var position: MapCameraPosition = .automatic
    @State private var selection: String?

    private var selected: Trip? { trips.first { $0.id == selection } ?? trips.first }

    var body: some View {
        Map(position: $position, selection: $selection) {
            Marker("Home", systemImage: "house.fill", coordinate: Trip.home.coordinate)
                .tint(.gray)
            ForEach(trips) { trip in
                if let coordinate = trip.coordinate {
                    Marker(trip.destination, systemImage: trip.symbol, coordinate: coordinate)
                        .tint(trip.isFavorite ? Color.wayfarerAccent : .blue)
                        .tag(trip.id)
                }
            }
            if let trip = selected, let coordinate = trip.coordinate {
                MapPolyline(coordinates: [Trip.home.coordinate, coordinate], contourStyle: .geodesic)
                    .stroke(Color.wayfarerAccent, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
            }
        }
        .mapStyle(.standard(elevation: .flat, pointsOfInterest: .excludingAll))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
        .safeAreaInset(edge: .bottom) {
            if let trip = selected {
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(trip.title).font(.headline)
                        if let distance = trip.distanceFromHome {
                            Text(distance).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                }
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .padding()
            }
        }
    }
}

#Preview("Destinations") {
    TripMap(trips: Trip.samples)
}
