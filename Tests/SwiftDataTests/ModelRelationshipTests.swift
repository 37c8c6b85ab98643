import Foundation
import SwiftData
import Testing

/// The two ends of a relationship kept in step, as SwiftData keeps them: declared and inferred
/// inverses, to-one and to-many, relationships set before insertion, and the delete rules.
struct ModelRelationshipTests {
    @Test func settingTheToOneEndAddsToTheDeclaredToManyInverse() throws {
        let context = try makeContainer().mainContext
        let inbox = Folder(code: "I", title: "Inbox"), archive = Folder(code: "A", title: "Archive")
        let note = Note(text: "n")
        context.insert(inbox); context.insert(archive); context.insert(note)
        note.folder = inbox
        #expect(inbox.notes.map(\.text) == ["n"])
        note.folder = archive
        #expect(inbox.notes.isEmpty)
        #expect(archive.notes.map(\.text) == ["n"])
        note.folder = nil
        #expect(archive.notes.isEmpty)
    }

    @Test func changingTheToManyEndSetsTheToOneInverse() throws {
        let context = try makeContainer().mainContext
        let folder = Folder(code: "F", title: "F")
        let first = Note(text: "1"), second = Note(text: "2")
        context.insert(folder)
        folder.notes.append(first)
        folder.notes += [second]
        #expect(first.folder === folder && second.folder === folder)
        folder.notes.removeAll { $0 === first }
        #expect(first.folder == nil)
        #expect(second.folder === folder)
        // Moving a note to another folder's list takes it out of the first one.
        let other = Folder(code: "O", title: "O")
        context.insert(other)
        other.notes = [second]
        #expect(folder.notes.isEmpty)
        #expect(second.folder === other)
    }

    @Test func anUnambiguousOptionalRelationshipHasAnInferredInverse() throws {
        let context = try ModelContainer(for: School.self, Student.self, configurations: .init(isStoredInMemoryOnly: true)).mainContext
        let school = School(name: "Hill")
        context.insert(school)
        let ada = Student(name: "Ada")
        context.insert(ada)
        ada.school = school
        #expect(school.students.map(\.name) == ["Ada"])
        school.students = []
        #expect(ada.school == nil)
    }

    @Test func aRelationshipSetInInitJoinsItsInverseOnInsert() throws {
        let context = try ModelContainer(for: School.self, Student.self, configurations: .init(isStoredInMemoryOnly: true)).mainContext
        let school = School(name: "Hill")
        let ada = Student(name: "Ada", school: school), alan = Student(name: "Alan", school: school)
        context.insert(ada); context.insert(alan)
        #expect(school.students.map(\.name) == ["Ada", "Alan"])
        #expect(try context.fetchCount(FetchDescriptor<School>()) == 1)
        // From the to-many end, through the init accessor.
        let hall = School(name: "Hall", students: [Student(name: "Grace")])
        context.insert(hall)
        #expect(hall.students.map { $0.school?.name } == ["Hall"])
    }

    @Test func aNonOptionalToOneEndIsNotInferredAsAnInverse() throws {
        let context = try ModelContainer(for: Course.self, Lesson.self, configurations: .init(isStoredInMemoryOnly: true)).mainContext
        let course = Course()
        context.insert(Lesson(course: course))
        #expect(course.lessons.isEmpty)
    }

    @Test func manyToManyEndsFollowEachOther() throws {
        let context = try ModelContainer(for: Post.self, Tag.self, configurations: .init(isStoredInMemoryOnly: true)).mainContext
        let swift = Tag(label: "swift"), ui = Tag(label: "ui")
        let post = Post(), other = Post()
        context.insert(post); context.insert(other)
        post.tags = [swift, ui]
        other.tags.append(swift)
        #expect(swift.posts.count == 2 && ui.posts.count == 1)
        ui.posts.removeAll()
        #expect(post.tags.map(\.label) == ["swift"])
    }

    @Test func deletingNullifiesTheInverseByDefaultAndCascadesWhenDeclared() throws {
        let container = try ModelContainer(for: School.self, Student.self, Folder.self, Note.self,
                                           configurations: .init(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let school = School(name: "Hill"), ada = Student(name: "Ada")
        context.insert(school); context.insert(ada)
        ada.school = school
        context.delete(school)
        #expect(ada.school == nil)
        #expect(try context.fetchCount(FetchDescriptor<Student>()) == 1)

        let folder = Folder(code: "F", title: "F"), note = Note(text: "n")
        context.insert(folder); context.insert(note)
        note.folder = folder
        context.delete(note)
        #expect(folder.notes.isEmpty)
        context.delete(folder)
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 0)
    }
}
