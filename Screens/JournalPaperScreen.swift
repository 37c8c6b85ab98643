import SwiftUI

/// A journaling app's entry page: the page is ruled notebook paper (an `ImagePaint` tiling an
/// asset that has a dark-appearance variant), a pixel-art sticker enlarged without smoothing,
/// a photo thumbnail shrunk from a large asset, and a tilted "polaroid" drawn without
/// antialiasing.
struct JournalEntry {
    let date: String
    let title: String
    let lines: [String]
    let mood: String
}

struct JournalPaperView: View {
    let entry = JournalEntry(
        date: "Sunday, 14 April",
        title: "Walk to the meadow",
        lines: [
            "Left early while the grass was still wet.",
            "The fence along the lane is freshly painted,",
            "and the hill behind it has turned green.",
            "Picnic next weekend if the weather holds.",
        ],
        mood: "Happy"
    )

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    header
                    photoRow
                    VStack(alignment: .leading, spacing: 9) {
                        ForEach(entry.lines, id: \.self) { line in
                            Text(line)
                                .font(.system(.body, design: .serif))
                        }
                    }
                    .padding(.top, 4)
                    stickers
                }
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(ImagePaint(image: Image("NotebookPaper"), scale: 1),
                            in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .overlay(
                    RoundedRectangle(cornerRadius: 16, style: .continuous)
                        .stroke(Color.primary.opacity(0.08), lineWidth: 1)
                )
                .padding()
            }
            .background(Color(.secondarySystemBackground))
            .navigationTitle("Journal")
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.date.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(entry.title)
                .font(.system(.title2, design: .serif).weight(.bold))
        }
    }

    private var photoRow: some View {
        HStack(alignment: .top, spacing: 16) {
            Image("MeadowPhoto")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 120, height: 80)
                .clipShape(RoundedRectangle(cornerRadius: 8))

            Image("MeadowPhoto")
                .resizable()
                .antialiased(false)
                .frame(width: 96, height: 64)
                .padding(6)
                .padding(.bottom, 14)
                .background(Color.white)
                .shadow(color: .black.opacity(0.2), radius: 3, y: 2)
                .rotationEffect(.degrees(-6))
        }
    }

    private var stickers: some View {
        HStack(spacing: 12) {
            Image("PixelHeart")
                .resizable()
                .interpolation(.none)
                .frame(width: 48, height: 48)
            Image("PixelHeart")
                .resizable()
                .interpolation(.high)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading) {
                Text("Mood")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(entry.mood)
                    .font(.headline)
            }
        }
    }
}

#Preview {
    JournalPaperView()
}

#Preview("Dark") {
    JournalPaperView()
        .preferredColorScheme(.dark)
}
