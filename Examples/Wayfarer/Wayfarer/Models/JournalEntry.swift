import Foundation
import SwiftData

/// A day's note in the travel journal, kept by SwiftData.
@Model
final class JournalEntry {
    var tripID: String
    var day: Date
    var text: String
    var mood: Int
    var isFavorite: Bool = false
    @Relationship(deleteRule: .cascade) var photos: [JournalPhoto] = []

    init(tripID: String, day: Date, text: String, mood: Int, isFavorite: Bool = false) {
        self.tripID = tripID
        self.day = day
        self.text = text
        self.mood = mood
        self.isFavorite = isFavorite
    }

    /// "🙂" for a mood of 3 of 5.
    var moodSymbol: String { ["😞", "😕", "🙂", "😀", "🤩"][max(0, min(4, mood - 1))] }
}
