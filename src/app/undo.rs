//! Snapshot undo: one type for the app's two undo stacks (the open event's, in
//! [`super::document::History`], and the table helper's live table).
//!
//! A step is whatever the owner needs to go back (a snapshot and what goes with it), a label for
//! the menu and an estimate of its memory. Undoing hands the step to the owner, which puts it in
//! place and gives back the step that returns to where it was; that one goes on the redo stack
//! (and the other way round for redo). Recording a new step forgets the redo stack.

/// One step of an [`UndoStack`].
#[derive(Clone, Debug)]
pub struct Step<S> {
    /// What the owner needs to go back (or forward) to the step's state.
    pub state: S,
    /// What the step does, for the menu ("Undo enter the result of table 3"). The open event's
    /// steps keep their command too and name it in the app's language when shown
    /// ([`super::document::Document::undo_text`]); this label is their English.
    pub label: String,
    /// The memory the step takes, estimated (0 when it does not matter).
    pub bytes: usize,
}

/// Undo and redo stacks of snapshot steps, bounded by a count and by memory.
#[derive(Clone, Debug)]
pub struct UndoStack<S> {
    undo: Vec<Step<S>>,
    redo: Vec<Step<S>>,
    /// At most this many undo steps are kept (the oldest go first).
    limit: usize,
    /// At most this much memory (estimated) is kept, but always the last step.
    memory: usize,
}

impl<S> UndoStack<S> {
    /// An empty stack keeping at most `limit` steps and `memory` bytes (estimated).
    pub fn new(limit: usize, memory: usize) -> Self {
        UndoStack {
            undo: Vec::new(),
            redo: Vec::new(),
            limit,
            memory,
        }
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// What undo would revert.
    pub fn undo_label(&self) -> Option<&str> {
        self.undo.last().map(|s| s.label.as_str())
    }

    /// What redo would repeat.
    pub fn redo_label(&self) -> Option<&str> {
        self.redo.last().map(|s| s.label.as_str())
    }

    /// The step undo would take back.
    pub fn next_undo(&self) -> Option<&Step<S>> {
        self.undo.last()
    }

    /// The step redo would apply again.
    pub fn next_redo(&self) -> Option<&Step<S>> {
        self.redo.last()
    }

    /// How many undo steps are kept.
    pub fn undo_steps(&self) -> usize {
        self.undo.len()
    }

    /// The estimated memory of all steps, in bytes.
    pub fn estimated_bytes(&self) -> usize {
        self.undo.iter().chain(&self.redo).map(|s| s.bytes).sum()
    }

    /// Records a change: `step` goes back to the state before it. The redo steps are forgotten;
    /// the oldest steps go while there are more than the limit or they take more than the
    /// memory (the last step always stays).
    pub fn record(&mut self, step: Step<S>) {
        self.undo.push(step);
        self.redo.clear();
        let mut total = self.estimated_bytes();
        while self.undo.len() > self.limit || (total > self.memory && self.undo.len() > 1) {
            total -= self.undo.remove(0).bytes;
        }
    }

    /// Undoes the last step: `restore` puts it in place and returns the step that comes back
    /// (kept for redo). Returns the step's label, or `None` when there is nothing to undo.
    pub fn undo(&mut self, restore: impl FnOnce(Step<S>) -> Step<S>) -> Option<&str> {
        let step = self.undo.pop()?;
        self.redo.push(restore(step));
        self.redo.last().map(|s| s.label.as_str())
    }

    /// Redoes the last undone step, as [`UndoStack::undo`] the other way.
    pub fn redo(&mut self, restore: impl FnOnce(Step<S>) -> Step<S>) -> Option<&str> {
        let step = self.redo.pop()?;
        self.undo.push(restore(step));
        self.undo.last().map(|s| s.label.as_str())
    }

    /// Forgets every step.
    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(state: u32, bytes: usize) -> Step<u32> {
        Step {
            state,
            label: format!("set {state}"),
            bytes,
        }
    }

    /// A value with its stack, as an owner keeps them.
    struct Owner {
        value: u32,
        stack: UndoStack<u32>,
    }

    impl Owner {
        fn set(&mut self, v: u32) {
            let before = std::mem::replace(&mut self.value, v);
            self.stack.record(Step {
                state: before,
                label: format!("set {v}"),
                bytes: 1,
            });
        }
        fn swap(value: &mut u32, s: Step<u32>) -> Step<u32> {
            Step {
                state: std::mem::replace(value, s.state),
                ..s
            }
        }
        fn undo(&mut self) -> Option<String> {
            let v = &mut self.value;
            self.stack.undo(|s| Self::swap(v, s)).map(str::to_string)
        }
        fn redo(&mut self) -> Option<String> {
            let v = &mut self.value;
            self.stack.redo(|s| Self::swap(v, s)).map(str::to_string)
        }
    }

    #[test]
    fn undo_and_redo_walk_back_and_forth_and_a_new_change_forgets_redo() {
        let mut o = Owner {
            value: 0,
            stack: UndoStack::new(10, usize::MAX),
        };
        o.set(1);
        o.set(2);
        assert_eq!(o.stack.undo_label(), Some("set 2"));
        assert_eq!(o.undo().as_deref(), Some("set 2"));
        assert_eq!(o.value, 1);
        assert_eq!(o.stack.redo_label(), Some("set 2"));
        assert_eq!(o.redo().as_deref(), Some("set 2"));
        assert_eq!(o.value, 2);
        assert_eq!(o.undo().as_deref(), Some("set 2"));
        assert_eq!(o.undo().as_deref(), Some("set 1"));
        assert_eq!(o.value, 0);
        assert_eq!(o.undo(), None, "nothing left to undo");
        o.set(5);
        assert!(!o.stack.can_redo(), "a new change forgets what was undone");
        assert_eq!(o.redo(), None);
        assert_eq!(o.value, 5);
    }

    #[test]
    fn the_oldest_steps_go_past_the_count_or_the_memory_but_never_the_last() {
        let mut s = UndoStack::new(3, usize::MAX);
        for v in 0..5 {
            s.record(step(v, 1));
        }
        assert_eq!(s.undo_steps(), 3);
        let mut first = None;
        while let Some(l) = s.undo(|st| st) {
            first = Some(l.to_string());
        }
        assert_eq!(
            first.as_deref(),
            Some("set 2"),
            "steps 0 and 1 were dropped"
        );

        let mut s = UndoStack::new(100, 10);
        s.record(step(0, 4));
        s.record(step(1, 4));
        s.record(step(2, 4));
        assert_eq!(s.undo_steps(), 2, "12 bytes are over the 10 allowed");
        assert_eq!(s.estimated_bytes(), 8);
        s.record(step(3, 50));
        assert_eq!(
            s.undo_steps(),
            1,
            "the last step stays even over the memory"
        );
        assert_eq!(s.undo_label(), Some("set 3"));
    }
}
