import SwiftUI

/// A photo library grid: adaptive square thumbnails two points apart in sections by day with
/// pinned headers, a favourite marker on some, and a count below, as the Photos app lays out
/// its library.
struct PhotoGridScreen: View {
    struct Photo: Identifiable {
        let id: Int
        let color: Color
        let isFavorite: Bool
    }

    let photos: [Photo] = (0..<60).map { index in
        let palette: [Color] = [.orange, .teal, .indigo, .pink, .green, .brown, .cyan, .purple, .yellow, .mint]
        return Photo(id: index, color: palette[(index * 7) % palette.count], isFavorite: index % 5 == 1)
    }

    let columns = [GridItem(.adaptive(minimum: 90), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2, pinnedViews: .sectionHeaders) {
                ForEach(days, id: \.self) { day in
                    Section {
                        ForEach(photos(on: day)) { photo in
                            thumbnail(photo)
                        }
                    } header: {
                        Text(day)
                            .font(.headline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 10)
                            .background(Color(.systemBackground))
                    }
                }
            }
            Text("\(photos.count) Photos")
                .font(.footnote.weight(.semibold))
                .padding(.vertical, 12)
        }
    }

    let days = ["Today", "Yesterday", "Last Week"]

    func photos(on day: String) -> [Photo] {
        let index = days.firstIndex(of: day) ?? 0
        return Array(photos[(index * 20)..<((index + 1) * 20)])
    }

    func thumbnail(_ photo: Photo) -> some View {
        photo.color
            .opacity(0.85)
            .aspectRatio(1, contentMode: .fill)
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
    }
}

struct PhotoGridScreen_Previews: PreviewProvider {
    static var previews: some View {
        PhotoGridScreen()
            .previewDisplayName("Light")
        PhotoGridScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
