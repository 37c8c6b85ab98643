import Foundation
import SwiftData

/// A photo pinned to a journal entry. The entry's `photos` is the other end of `entry`: SwiftData
/// infers the pair, so setting a photo's entry adds it to the entry's photos.
@Model
final class JournalPhoto {
    var caption: String
    var entry: JournalEntry?

    init(caption: String) {
        self.caption = caption
    }
}
