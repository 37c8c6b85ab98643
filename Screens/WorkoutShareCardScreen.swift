import SwiftUI

/// A finished workout's summary, with the card rendered to an image to share: the pattern of
/// iOS 16's `ImageRenderer` with `ShareLink`, and a main-actor model as the screen's state object.
@MainActor
final class WorkoutSummaryModel: ObservableObject {
    struct Split: Identifiable {
        let id: Int
        let pace: String
        let fraction: Double
    }

    @Published var title = "Morning Run"
    @Published var distance = "8.42 km"
    @Published var duration = "42:18"
    @Published var calories = "612"
    @Published var splits: [Split] = [
        Split(id: 1, pace: "5:12", fraction: 0.78),
        Split(id: 2, pace: "5:01", fraction: 0.86),
        Split(id: 3, pace: "4:55", fraction: 0.92),
        Split(id: 4, pace: "5:08", fraction: 0.81),
        Split(id: 5, pace: "4:47", fraction: 1.0),
    ]
}

struct WorkoutCard: View {
    @ObservedObject var model: WorkoutSummaryModel

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Image(systemName: "figure.run")
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(.orange))
                VStack(alignment: .leading, spacing: 2) {
                    Text(model.title).font(.headline)
                    Text("Outdoor Run").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
            }
            HStack(spacing: 0) {
                metric("Distance", model.distance)
                metric("Time", model.duration)
                metric("Calories", model.calories)
            }
            VStack(spacing: 6) {
                ForEach(model.splits) { split in
                    HStack(spacing: 8) {
                        Text("km \(split.id)").font(.caption).foregroundStyle(.secondary).frame(width: 36, alignment: .leading)
                        GeometryReader { proxy in
                            Capsule().fill(.orange.gradient)
                                .frame(width: proxy.size.width * split.fraction)
                        }
                        .frame(height: 8)
                        Text(split.pace).font(.caption.monospacedDigit())
                    }
                }
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 20, style: .continuous).fill(Color(.secondarySystemGroupedBackground)))
    }

    private func metric(_ label: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(label).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WorkoutShareCardScreen: View {
    @StateObject private var model = WorkoutSummaryModel()
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    WorkoutCard(model: model)

                    if let image = renderedCard() {
                        Text("Share Preview").font(.headline)
                        Image(uiImage: image)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 180)
                            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                            .frame(maxWidth: .infinity)

                        ShareLink(item: Image(uiImage: image), preview: SharePreview(model.title, image: Image(uiImage: image))) {
                            Label("Share Workout", systemImage: "square.and.arrow.up")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Summary")
        }
    }

    /// The card as an image at the screen's scale, 340 points wide.
    private func renderedCard() -> UIImage? {
        let renderer = ImageRenderer(content: WorkoutCard(model: model).frame(width: 340).padding(12).background(Color(.systemGroupedBackground)))
        renderer.scale = displayScale
        return renderer.uiImage
    }
}

#Preview {
    WorkoutShareCardScreen()
}
