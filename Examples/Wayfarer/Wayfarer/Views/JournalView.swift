import SwiftData
import SwiftUI

/// The journal: entries newest first, favourites marked, with how long ago each was written.
struct JournalView: View {
    @Query(sort: \JournalEntry.day, order: .reverse) private var entries: [JournalEntry]
    @Environment(\.modelContext) private var context

    var body: some View {
        NavigationStack {
            List {
                ForEach(entries) { entry in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(entry.day.formatted(date: .abbreviated, time: .omitted))
                                .font(.subheadline.weight(.semibold))
                            if entry.isFavorite {
                                Image(systemName: "star.fill").foregroundStyle(.yellow)
                            }
                            Spacer()
                            Text(entry.moodSymbol)
                        }
                        Text(entry.text)
                            .font(.callout)
                            .foregroundStyle(.secondary)
                            .lineLimit(2)
                        if !entry.photos.isEmpty {
                            Label(entry.photos.count == 1 ? "1 photo" : "\(entry.photos.count) photos", systemImage: "photo.on.rectangle")
                                .font(.caption)
                                .foregroundStyle(.tint)
                        }
                    }
                }
                .onDelete { offsets in
                    for index in offsets { context.delete(entries[index]) }
                }
            }
            .navigationTitle("Journal")
            .overlay {
                if entries.isEmpty {
                    ContentUnavailableView("No Entries", systemImage: "book.closed", description: Text("Write a line each day of a trip."))
                }
            }
        }
    }
}

@MainActor
private let journalPreview: ModelContainer = {
    let container = try! ModelContainer(for: JournalEntry.self, JournalPhoto.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let lines = [
        ("Pastéis de nata at Belém, then the tram up to the castle.", 5, true),
        ("Rain all morning; the tile museum was worth it.", 3, false),
        ("Fado in Alfama. Late dinner, later walk home.", 4, false),
    ]
    var entries: [JournalEntry] = []
    for (offset, line) in lines.enumerated() {
        let entry = JournalEntry(tripID: "lisbon-2024", day: Date(year: 2024, month: 6, day: 14 + offset),
                                 text: line.0, mood: line.1, isFavorite: line.2)
        container.mainContext.insert(entry)
        entries.append(entry)
    }
    for caption in ["Tram 28", "Belém tower"] {
        let photo = JournalPhoto(caption: caption)
        container.mainContext.insert(photo)
        photo.entry = entries[0]
    }
    return container
}()

#Preview("Journal") {
    JournalView()
        .modelContainer(journalPreview)
}
