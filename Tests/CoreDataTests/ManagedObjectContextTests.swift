import CoreData
import Testing

/// Inserting, fetching, changing, deleting and saving objects, in one context and across contexts.
struct ManagedObjectContextTests {
    private func seeded() -> (NSPersistentContainer, NSManagedObjectContext) {
        let container = makeContainer()
        let context = container.viewContext
        for (name, seconds, rating) in [("banana", 30.0, 2), ("apple", 10, 5), ("cherry", 20, 1)] {
            let item = Item(context: context)
            item.name = name
            item.timestamp = Date(timeIntervalSince1970: seconds)
            item.rating = Int16(rating)
        }
        return (container, context)
    }

    @Test func fetchesInInsertionOrderSortedFilteredAndPaged() throws {
        let (_, context) = seeded()
        #expect(try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>).map(\.name) == ["banana", "apple", "cherry"])
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
        #expect(try context.fetch(request).map(\.name) == ["banana", "cherry", "apple"])
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        request.fetchOffset = 1
        request.fetchLimit = 1
        #expect(try context.fetch(request).map(\.name) == ["banana"])
        request.fetchOffset = 0
        request.fetchLimit = 0
        request.predicate = NSPredicate(format: "rating >= %d", 2)
        #expect(try context.fetch(request).map(\.name) == ["apple", "banana"])
        #expect(try context.count(for: request) == 2)
        let names = NSFetchRequest<NSDictionary>(entityName: "Item")
        names.resultType = .dictionaryResultType
        names.propertiesToFetch = ["name"]
        names.sortDescriptors = [NSSortDescriptor(key: "name", ascending: false)]
        #expect(try context.fetch(names).map { $0["name"] as? String } == ["cherry", "banana", "apple"])
        let count = NSFetchRequest<NSNumber>(entityName: "Item")
        count.resultType = .countResultType
        #expect(try context.fetch(count).map(\.intValue) == [3])
    }

    @Test func attributesStartAtTheModelsDefaultsAndConvertScalars() {
        let (_, context) = seeded()
        let item = Item(context: context)
        #expect(item.rating == 3)
        #expect(item.isDone == false)
        #expect(item.name == nil)
        item.setValue(7, forKey: "rating")
        #expect(item.rating == 7)
        #expect(item.value(forKey: "rating") as? Int == 7)
        item.isDone = true
        #expect(item.value(forKey: "isDone") as? Bool == true)
        #expect(item.entity.name == "Item")
        #expect(Item.entity().name == "Item")
    }

    @Test func savesRollsBackAndTracksChanges() throws {
        let (_, context) = seeded()
        #expect(context.hasChanges)
        #expect(context.insertedObjects.count == 3)
        let item = try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>)[0]
        #expect(item.objectID.isTemporaryID)
        try context.save()
        #expect(!context.hasChanges)
        #expect(!item.objectID.isTemporaryID)
        let uri = item.objectID.uriRepresentation().absoluteString
        #expect(uri.hasPrefix("x-coredata://") && uri.contains("/Item/p"))
        item.name = "blueberry"
        #expect(item.isUpdated && item.hasChanges && context.hasChanges)
        #expect(item.changedValues()["name"] as? String == "blueberry")
        #expect(item.committedValues(forKeys: ["name"])["name"] as? String == "banana")
        context.rollback()
        #expect(item.name == "banana")
        #expect(!context.hasChanges)
        let extra = Item(context: context)
        context.rollback()
        #expect(extra.managedObjectContext == nil)
        #expect(try context.count(for: Item.fetchRequest() as NSFetchRequest<Item>) == 3)
    }

    @Test func deletingRemovesFromFetchesAndFromTheStoreOnSave() throws {
        let (_, context) = seeded()
        try context.save()
        let items = try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>)
        context.delete(items[1])
        #expect(items[1].isDeleted)
        #expect(context.deletedObjects == [items[1]])
        #expect(try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>).map(\.name) == ["banana", "cherry"])
        try context.save()
        #expect(items[1].managedObjectContext == nil)
        #expect(try context.count(for: Item.fetchRequest() as NSFetchRequest<Item>) == 2)
    }

    @Test func relationshipsKeepTheirInverse() throws {
        let (_, context) = seeded()
        let items = try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>)
        let fruit = Category(context: context)
        fruit.title = "Fruit"
        items[0].category = fruit
        #expect(fruit.items?.count == 1)
        fruit.addToItems(items[1])
        #expect(items[1].category === fruit)
        fruit.addToItems(NSSet(array: [items[2]]))
        #expect(fruit.items?.count == 3)
        fruit.removeFromItems(items[2])
        #expect(items[2].category == nil)
        #expect(fruit.items?.count == 2)
        let other = Category(context: context)
        other.title = "Other"
        items[0].category = other
        #expect(fruit.items?.count == 1)
        #expect(other.items?.count == 1)
        let inFruit = NSFetchRequest<Item>(entityName: "Item")
        inFruit.predicate = NSPredicate(format: "category.title == %@", "Fruit")
        #expect(try context.fetch(inFruit).map(\.name) == ["apple"])
        let withItems = NSFetchRequest<Category>(entityName: "Category")
        withItems.predicate = NSPredicate(format: "ANY items.name BEGINSWITH[c] %@", "BAN")
        #expect(try context.fetch(withItems).map(\.title) == ["Other"])
        withItems.predicate = NSPredicate(format: "items.@count == 1")
        #expect(try context.fetch(withItems).count == 2)
        // Nullify: a deleted item leaves its category's items; cascade: a deleted category's items go.
        context.delete(items[0])
        #expect(other.items?.count == 0)
        context.delete(fruit)
        #expect(items[1].isDeleted)
        #expect(try context.fetch(Item.fetchRequest() as NSFetchRequest<Item>).map(\.name) == ["cherry"])
    }

    @Test func savingWithoutARequiredValueFails() throws {
        let (_, context) = seeded()
        _ = Category(context: context)
        #expect {
            try context.save()
        } throws: { error in
            let error = error as NSError
            return error.code == NSValidationMissingMandatoryPropertyError && error.userInfo[NSValidationKeyErrorKey] as? String == "title"
        }
        _ = Category(context: context)
        #expect {
            try context.save()
        } throws: { error in
            let error = error as NSError
            return error.code == NSValidationMultipleErrorsError && (error.userInfo[NSDetailedErrorsKey] as? [NSError])?.count == 2
        }
    }

    @Test func backgroundSavesReachTheViewContext() throws {
        let (container, viewContext) = seeded()
        try viewContext.save()
        viewContext.automaticallyMergesChangesFromParent = true
        let banana = try viewContext.fetch(Item.fetchRequest() as NSFetchRequest<Item>)[0]
        container.performBackgroundTask { context in
            let items = try! context.fetch(Item.fetchRequest() as NSFetchRequest<Item>)
            #expect(items.map(\.objectID) == [banana.objectID, items[1].objectID, items[2].objectID])
            #expect(items[0] !== banana)
            items[0].name = "plantain"
            let date = Item(context: context)
            date.name = "date"
            try! context.save()
        }
        #expect(banana.name == "plantain")
        #expect(!viewContext.hasChanges)
        #expect(try viewContext.fetch(Item.fetchRequest() as NSFetchRequest<Item>).map(\.name) == ["plantain", "apple", "cherry", "date"])
        // Without merging, a context's objects keep their values; fetches still find new objects.
        viewContext.automaticallyMergesChangesFromParent = false
        let background = container.newBackgroundContext()
        background.performAndWait {
            let item = background.object(with: banana.objectID) as! Item
            item.name = "banana"
            try! background.save()
        }
        #expect(banana.name == "plantain")
        viewContext.refresh(banana, mergeChanges: false)
        #expect(banana.name == "banana")
    }

    @Test func childContextsSaveIntoTheirParent() throws {
        let (_, viewContext) = seeded()
        try viewContext.save()
        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = viewContext
        let fig = Item(context: child)
        fig.name = "fig"
        #expect(try viewContext.count(for: Item.fetchRequest() as NSFetchRequest<Item>) == 3)
        #expect(try child.count(for: Item.fetchRequest() as NSFetchRequest<Item>) == 4)
        try child.save()
        #expect(viewContext.hasChanges)
        let parentFig = viewContext.object(with: fig.objectID) as! Item
        #expect(parentFig.name == "fig")
        #expect(parentFig !== fig)
        try viewContext.save()
        #expect(try viewContext.count(for: Item.fetchRequest() as NSFetchRequest<Item>) == 4)
    }
}
