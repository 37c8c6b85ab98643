import SwiftUI

struct TrailStop: Identifiable {
    let id: Int
    let name: String
    let distance: String
}

struct TrailConditions: Decodable {
    let summary: String
    let rangerPhotoURL: URL?
}

final class TrailConditionsLoader: ObservableObject {
    @Published var conditions: TrailConditions?

    func load() async throws {
        var request = URLRequest(url: URL(string: "https://example.com/api/trails/eagle-peak")!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { return }
        let decoded = try JSONDecoder().decode(TrailConditions.self, from: data)
        await MainActor.run { conditions = decoded }
    }
}

struct RangerNote: View {
    let photoURL: URL?

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: photoURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(Color(.trailForest).opacity(0.25))
                    .overlay(Image(systemName: "person.fill").foregroundStyle(Color(.trailForest)))
            }
            .frame(width: 44, height: 44)
            .clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text("Ranger note")
                    .font(.subheadline.weight(.semibold))
                Text("Snow above 7,000 ft. Microspikes advised.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct TrailGuideScreen: View {
    @StateObject private var loader = TrailConditionsLoader()

    let stops = [
        TrailStop(id: 1, name: "Pine Creek trailhead", distance: "0.0 mi"),
        TrailStop(id: 2, name: "Falls overlook", distance: "1.8 mi"),
        TrailStop(id: 3, name: "Summit ridge", distance: "4.2 mi"),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Image(.trailMap)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(height: 220)
                    .clipped()
                    .overlay(alignment: .bottomLeading) {
                        HStack(spacing: 10) {
                            Image("TrailBadge")
                                .renderingMode(.template)
                                .resizable()
                                .frame(width: 28, height: 28)
                                .foregroundStyle(.white)
                            Text("Eagle Peak Loop")
                                .font(.title2.bold())
                                .foregroundStyle(.white)
                        }
                        .padding()
                    }

                VStack(alignment: .leading, spacing: 12) {
                    Text("Stops")
                        .font(.headline)
                        .foregroundStyle(Color("TrailForest"))
                    ForEach(stops) { stop in
                        HStack {
                            Circle()
                                .fill(Color(.trailForest))
                                .frame(width: 10, height: 10)
                            Text(stop.name)
                            Spacer()
                            Text(stop.distance)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .padding()
                .background(Color.trailCard)
                .clipShape(RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)

                RangerNote(photoURL: loader.conditions?.rangerPhotoURL ?? URL(string: "https://example.com/rangers/ana.jpg"))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(Color.trailCard)
                .clipShape(RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)

                Button {
                } label: {
                    Text("Start navigation")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(.trailForest)
                        .foregroundStyle(.white)
                        .clipShape(Capsule())
                }
                .padding(.horizontal)
            }
        }
        .background(Color(.trailSand))
    }
}

#Preview("Light") {
    TrailGuideScreen()
}

#Preview("Dark") {
    TrailGuideScreen()
        .preferredColorScheme(.dark)
}
