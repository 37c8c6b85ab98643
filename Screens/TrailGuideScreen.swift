import SwiftUI

struct TrailStop: Identifiable {
    let id: Int
    let name: String
    let distance: String
}

struct TrailGuideScreen: View {
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
