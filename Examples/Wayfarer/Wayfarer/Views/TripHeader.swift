import SwiftUI

/// The top of a trip's page: the landscape photo from the asset catalog with the trip's place,
/// title and dates over a scrim, and a heart when it is a favourite.
struct TripHeader: View {
    let trip: Trip
    var height: CGFloat = 200

    var body: some View {
        Image("Landscape", bundle: .wayfarerResources)
            .resizable()
            .scaledToFill()
            .frame(height: height)
            .frame(maxWidth: .infinity)
            .clipped()
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 4) {
                    Label(trip.location, systemImage: "mappin.and.ellipse")
                        .font(.subheadline.weight(.medium))
                    Text(trip.title)
                        .font(.title2.bold())
                    Text(trip.dateRange)
                        .font(.footnote)
                        .opacity(0.9)
                }
                .foregroundStyle(.white)
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.wayfarerScrim)
            }
            .overlay(alignment: .topTrailing) {
                if trip.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(Color.wayfarerAccent)
                        .padding(8)
                        .background(.ultraThinMaterial, in: Circle())
                        .padding(10)
                        .accessibilityLabel("Favorite")
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

#Preview("Asset catalog") {
    VStack(spacing: 16) {
        TripHeader(trip: .lisbon)
        TripHeader(trip: .iceland, height: 140)
        HStack(spacing: 12) {
            Circle().fill(Color.wayfarerSand).frame(width: 28, height: 28)
                .overlay { Circle().strokeBorder(.secondary, lineWidth: 1) }
            Text("Sand")
            Circle().fill(Color.wayfarerAccent).frame(width: 28, height: 28)
            Text("AccentColor")
        }
        .font(.caption)
        .padding(10)
        .background(.regularMaterial, in: Capsule())
    }
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
    .background(Color.wayfarerSand)
}

#Preview("Asset catalog, dark") {
    VStack(spacing: 16) {
        TripHeader(trip: .kyoto)
        TripHeader(trip: .draft, height: 140)
    }
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
    .background(Color.wayfarerSand)
    .preferredColorScheme(.dark)
}
